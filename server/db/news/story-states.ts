import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';

/** What decides where a story is listed: its category, score, month and languages. */
export interface StoryState {
  type: string;
  subtype: string;
  /** Epoch seconds. */
  postTime: number;
  trendingScore: number;
  langs: LangCode[];
}

/** A story a write created (before is null) or changed, as it was and as it is now. */
export interface StoryChange {
  id: string;
  before: StoryState | null;
  after: StoryState;
}

/** A story's state as STORY_STATE_COLUMNS reads it from stories s. */
export interface StoryStateRow {
  id: string;
  type: string;
  subtype: string;
  post_time: number;
  trending_score: number;
  langs: LangCode[];
}

export const STORY_STATE_COLUMNS = 's.id, s.type, s.subtype, s.post_time::float8 AS post_time, s.trending_score::float8 AS trending_score, s.langs';

/** Each story's state by its id. */
export function storyStatesById(rows: readonly StoryStateRow[]): Map<string, StoryState> {
  return new Map(rows.map((row) => [row.id, { type: row.type, subtype: row.subtype, postTime: row.post_time, trendingScore: row.trending_score, langs: row.langs }]));
}

/**
 * The stored state of these stories, locked until the transaction ends, so that a concurrent
 * write to one of them waits and then reads what this one wrote: each write knows what it moved.
 */
export async function lockedStoryStates(db: Queryable, ids: readonly string[]): Promise<Map<string, StoryState>> {
  const rows = await db.query<StoryStateRow>(
    `SELECT ${STORY_STATE_COLUMNS}
       FROM stories s
      WHERE s.id = ANY($1::text[])
      FOR UPDATE OF s`,
    [ids],
  );
  return storyStatesById(rows);
}
