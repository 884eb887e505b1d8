import type { Queryable } from '../database';
import { CORRECTABLE_FIELDS, SHARED_FIELDS, VERSION_FIELDS, type CorrectableField, type FieldHold } from '../../../shared/desk-answers';

export { CORRECTABLE_FIELDS, SHARED_FIELDS, VERSION_FIELDS, type CorrectableField, type FieldHold };

/** '*' for a field every language shares. */
export const holdLang = (field: CorrectableField, lang: string) => ((SHARED_FIELDS as readonly string[]).includes(field) ? '*' : lang);

interface HoldRow {
  story_id: string;
  lang: string;
  field: CorrectableField;
  value: unknown;
  upstream_value: unknown;
  upstream_at: string | null;
}

const holdOf = (row: HoldRow): FieldHold => ({
  storyId: row.story_id, lang: row.lang, field: row.field, value: row.value, upstreamValue: row.upstream_value,
  upstreamAt: row.upstream_at ? new Date(row.upstream_at).toISOString() : null,
});

/** Holds the desk's value of a field (again: the newer value upstream sent before is no longer news). */
export async function holdField(db: Queryable, storyId: string, lang: string, field: CorrectableField, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO story_field_holds (story_id, lang, field, value) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (story_id, lang, field) DO UPDATE SET value = EXCLUDED.value, upstream_value = NULL, upstream_at = NULL`,
    [storyId, lang, field, JSON.stringify(value)],
  );
}

/** The holds of these stories, locked until the transaction ends, so that an ingest and a correction take turns. */
export async function lockHolds(db: Queryable, storyIds: readonly string[]): Promise<FieldHold[]> {
  if (storyIds.length === 0) return [];
  const rows = await db.query<HoldRow>(
    `SELECT story_id, lang, field, value, upstream_value, to_json(upstream_at)#>>'{}' AS upstream_at
       FROM story_field_holds WHERE story_id = ANY($1::text[]) ORDER BY story_id, lang, field FOR UPDATE`,
    [storyIds],
  );
  return rows.map(holdOf);
}

/** The story's held fields, for the desk: where upstream sent something newer, a diff to accept or dismiss. */
export async function holdsOf(db: Queryable, storyId: string): Promise<FieldHold[]> {
  const rows = await db.query<HoldRow>(
    `SELECT story_id, lang, field, value, upstream_value, to_json(upstream_at)#>>'{}' AS upstream_at
       FROM story_field_holds WHERE story_id = $1 ORDER BY lang, field`,
    [storyId],
  );
  return rows.map(holdOf);
}

/** Records the newer value upstream sent for a held field. */
export async function recordUpstream(db: Queryable, hold: Pick<FieldHold, 'storyId' | 'lang' | 'field'>, value: unknown): Promise<void> {
  await db.query(
    `UPDATE story_field_holds SET upstream_value = $4::jsonb, upstream_at = now()
      WHERE story_id = $1 AND lang = $2 AND field = $3 AND upstream_value IS DISTINCT FROM $4::jsonb`,
    [hold.storyId, hold.lang, hold.field, JSON.stringify(value)],
  );
}

/** Lets go of a held field: upstream's next value is written as it comes. */
export async function releaseHold(db: Queryable, hold: Pick<FieldHold, 'storyId' | 'lang' | 'field'>): Promise<void> {
  await db.query('DELETE FROM story_field_holds WHERE story_id = $1 AND lang = $2 AND field = $3', [hold.storyId, hold.lang, hold.field]);
}

/** Forgets upstream's newer value: the desk keeps its own. */
export async function dismissUpstream(db: Queryable, hold: Pick<FieldHold, 'storyId' | 'lang' | 'field'>): Promise<void> {
  await db.query('UPDATE story_field_holds SET upstream_value = NULL, upstream_at = NULL WHERE story_id = $1 AND lang = $2 AND field = $3', [hold.storyId, hold.lang, hold.field]);
}
