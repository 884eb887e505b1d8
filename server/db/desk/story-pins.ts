import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';
import type { StoryPin } from '../../../shared/desk-answers';

export type { StoryPin };

interface PinRow {
  list: string;
  lang: LangCode;
  story_id: string;
  until: string;
  pinned_by: string;
}

const pinOf = (row: PinRow): StoryPin => ({ list: row.list, lang: row.lang, storyId: row.story_id, until: new Date(row.until).toISOString(), pinnedBy: row.pinned_by });
const COLUMNS = `list, lang, story_id, to_json(until)#>>'{}' AS until, pinned_by`;

/** The story pinned first on this list in this language now, if its pin has not ended and the story is public. */
export async function activePin(db: Queryable, list: string, lang: LangCode): Promise<string | null> {
  const [row] = await db.query<{ story_id: string }>(
    `SELECT p.story_id FROM story_pins p JOIN stories s ON s.id = p.story_id
      WHERE p.list = $1 AND p.lang = $2 AND p.until > now() AND s.withdrawn_at IS NULL`,
    [list, lang],
  );
  return row?.story_id ?? null;
}

/** The pins of these lists and languages, locked until the transaction ends. */
export async function lockPins(db: Queryable, list: string, langs: readonly LangCode[]): Promise<StoryPin[]> {
  const rows = await db.query<PinRow>(`SELECT ${COLUMNS} FROM story_pins WHERE list = $1 AND lang = ANY($2::text[]) ORDER BY lang FOR UPDATE`, [list, langs]);
  return rows.map(pinOf);
}

/** Pins the story on the list in each language, in place of any pin there. */
export async function putPins(db: Queryable, storyId: string, list: string, langs: readonly LangCode[], until: Date, pinnedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO story_pins (list, lang, story_id, until, pinned_by) SELECT $1, l, $2, $3, $4 FROM unnest($5::text[]) AS l
     ON CONFLICT (list, lang) DO UPDATE SET story_id = EXCLUDED.story_id, until = EXCLUDED.until, pinned_at = now(), pinned_by = EXCLUDED.pinned_by`,
    [list, storyId, until, pinnedBy, langs],
  );
}

/** Ends every pin of the story; returns the ones that were current. */
export async function removePins(db: Queryable, storyId: string): Promise<StoryPin[]> {
  const rows = await db.query<PinRow>(`DELETE FROM story_pins WHERE story_id = $1 RETURNING ${COLUMNS}`, [storyId]);
  return rows.map(pinOf).filter((pin) => Date.parse(pin.until) > Date.now());
}

/** The story's pins that have not ended. */
export async function pinsOf(db: Queryable, storyId: string): Promise<StoryPin[]> {
  const rows = await db.query<PinRow>(`SELECT ${COLUMNS} FROM story_pins WHERE story_id = $1 AND until > now() ORDER BY list, lang`, [storyId]);
  return rows.map(pinOf);
}
