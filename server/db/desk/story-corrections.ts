import type { Queryable } from '../database';
import type { CorrectableField } from './field-holds';
import { CORRECTION_KINDS, type CorrectionKind, type StoryCorrection } from '../../../shared/desk-answers';

export { CORRECTION_KINDS, type CorrectionKind, type StoryCorrection };

export async function insertCorrection(
  db: Queryable,
  correction: { storyId: string; lang: string; kind: CorrectionKind; note: string; fields: readonly CorrectableField[]; by: string },
): Promise<StoryCorrection> {
  const [row] = await db.query<{ id: string; corrected_at: string }>(
    `INSERT INTO story_corrections (story_id, lang, kind, note, fields, corrected_by) VALUES ($1, $2, $3, $4, $5::text[], $6)
     RETURNING id::text AS id, to_json(corrected_at)#>>'{}' AS corrected_at`,
    [correction.storyId, correction.lang, correction.kind, correction.note, correction.fields, correction.by],
  );
  if (!row) throw new Error('no correction inserted');
  return {
    id: row.id, storyId: correction.storyId, lang: correction.lang, kind: correction.kind, note: correction.note,
    fields: [...correction.fields], correctedAt: new Date(row.corrected_at).toISOString(),
  };
}
