import type { LangCode } from '../../../shared/languages';
import type { ArchiveEntry } from '../../../shared/types';
import type { Queryable } from '../database';
import { isPublic } from './public-stories';

export interface ArchiveFilter {
  lang: LangCode;
  /** The categories to draw from; null means every category. */
  types: readonly string[] | null;
  /** Epoch seconds: the month's first second, and the next month's. */
  start: number;
  end: number;
  limit: number;
  offset: number;
}

/** The stories of one month in one language, newest first. */
export async function archiveStories(db: Queryable, filter: ArchiveFilter): Promise<ArchiveEntry[]> {
  const params: unknown[] = [filter.lang, filter.start, filter.end];
  let typeCondition = '';
  if (filter.types !== null) {
    params.push(filter.types.length === 1 ? filter.types[0] : filter.types);
    typeCondition = filter.types.length === 1 ? `AND s.type = $4` : `AND s.type = ANY($4::text[])`;
  }
  params.push(filter.limit, filter.offset);
  const rows = await db.query<{ id: string; title: string; post_time: number; subtype: string }>(
    `SELECT s.id, v.title, s.post_time::float8 AS post_time, s.subtype
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      WHERE s.post_time >= $2 AND s.post_time < $3 AND ${isPublic('s')} ${typeCondition}
      ORDER BY s.post_time DESC, s.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, postTime: row.post_time, subtype: row.subtype }));
}
