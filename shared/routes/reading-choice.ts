import type { LangCode } from '../languages';
import type { ReadingChoice, ReadingPreference } from '../reading-preferences';

/**
 * The server's record of a reading preference (decision 039), as the language's (decision 018):
 * GET /{lang}/{theme|text-size}/{choice}?next=… sets or clears the preference's cookie and sends
 * the reader back to `next`. The choices are plain links to it, so they work without JavaScript.
 */
export const READING_CHOICE_PATTERN = '/:lang/:preference/:choice';

export const readingChoicePath = <P extends ReadingPreference>(lang: LangCode, preference: P, choice: ReadingChoice<P>, next: string) =>
  `/${lang}/${preference}/${choice}?next=${encodeURIComponent(next)}`;
