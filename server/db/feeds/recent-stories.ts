import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';
import { isPublic } from '../news/public-stories';

/** One language version of a recent story, as the Google News sitemap names it. */
export interface RecentStory {
  id: string;
  lang: LangCode;
  title: string;
  /** Epoch seconds. */
  postTime: number;
}

export interface RecentStoriesFilter {
  /** Epoch seconds. */
  since: number;
  langs: readonly LangCode[];
  limit: number;
}

/** The language versions of stories posted since a moment, newest first (versions in site order), at most limit of them. */
export async function recentStories(db: Queryable, filter: RecentStoriesFilter): Promise<RecentStory[]> {
  const rows = await db.query<{ id: string; lang: LangCode; title: string; post_time: number }>(
    `SELECT s.id, v.lang, v.title, s.post_time::float8 AS post_time
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id
      WHERE s.post_time >= $1 AND v.lang = ANY($2::text[]) AND ${isPublic('s')}
      ORDER BY s.post_time DESC, s.id DESC, array_position($2::text[], v.lang)
      LIMIT $3`,
    [filter.since, filter.langs, filter.limit],
  );
  return rows.map((row) => ({ id: row.id, lang: row.lang, title: row.title, postTime: row.post_time }));
}
