import type { CorrectableField, DeskStory, DeskStoryVersion } from '../../../../shared/desk-answers';

/** The correct form's fields as typed: list fields one item a line. */
export type CorrectionDraft = Record<CorrectableField, string>;

/** The fields a list is typed in, one item a line. */
const LIST_FIELDS: readonly CorrectableField[] = ['outlines', 'img_urls'];

/** The form prefilled with what readers see now in this language, and what every language shares. */
export function draftOf(story: DeskStory, version: DeskStoryVersion): CorrectionDraft {
  return {
    title: version.title,
    summary: version.summary,
    outlines: version.outlines.join('\n'),
    news: version.news,
    subtype: story.subtype,
    img_urls: story.imgUrls.join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What the correction sends: only the fields changed, as the ingest API takes them (lists as arrays). */
export function changedFields(draft: CorrectionDraft, before: CorrectionDraft): Partial<Record<CorrectableField, string | string[]>> {
  const changes: Partial<Record<CorrectableField, string | string[]>> = {};
  for (const field of Object.keys(draft) as CorrectableField[]) {
    if (LIST_FIELDS.includes(field)) {
      const [now, was] = [lines(draft[field]), lines(before[field])];
      if (now.join('\n') !== was.join('\n')) changes[field] = now;
    } else if (draft[field] !== before[field]) {
      changes[field] = draft[field];
    }
  }
  return changes;
}

export const isListField = (field: CorrectableField) => LIST_FIELDS.includes(field);
