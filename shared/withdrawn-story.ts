/**
 * What the details of a withdrawn story are (decision 033): that it was withdrawn, and when,
 * never its text. The API answers it as 410 `{error: "withdrawn"}`; the article and brief show a
 * notice with the date.
 */
export interface WithdrawnStory {
  id: string;
  /** ISO 8601. */
  withdrawnAt: string;
}

export const WITHDRAWN_ERROR = 'withdrawn';

export function isWithdrawn(value: object): value is WithdrawnStory {
  return 'withdrawnAt' in value && !('title' in value);
}
