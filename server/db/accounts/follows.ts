import type { Follow } from '../../../shared/follows';
import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../database';
import { NEWS_ITEM_COLUMNS, newsItemFromRow, type NewsItemRow } from '../news/story-columns';
import { isPublic } from '../news/public-stories';

interface FollowRow {
  category: string;
  subcategory: string | null;
  followed_at: string;
}

export async function userFollows(db: Queryable, userId: string): Promise<Follow[]> {
  const rows = await db.query<FollowRow>(
    `SELECT category, subcategory, to_json(followed_at)#>>'{}' AS followed_at FROM follows WHERE user_id = $1 ORDER BY category, subcategory NULLS FIRST`,
    [userId],
  );
  return rows.map((row) => ({ category: row.category, subcategory: row.subcategory, followedAt: new Date(row.followed_at).toISOString() }));
}

/** Following again changes nothing. */
export async function insertFollow(db: Queryable, userId: string, category: string, subcategory: string | null): Promise<void> {
  await db.query(
    `INSERT INTO follows (user_id, category, subcategory) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, category, coalesce(subcategory, '')) DO NOTHING`,
    [userId, category, subcategory],
  );
}

export async function deleteFollow(db: Queryable, userId: string, category: string, subcategory: string | null): Promise<void> {
  await db.query(`DELETE FROM follows WHERE user_id = $1 AND category = $2 AND coalesce(subcategory, '') = coalesce($3, '')`, [userId, category, subcategory]);
}

export interface ForYouFilter {
  userId: string;
  lang: LangCode;
  minTrendingScore: number;
  /** Epoch seconds, inclusive. */
  startTime: number;
  limit: number;
  offset: number;
}

/**
 * One page of the stories of everything a user follows, in one language, best first by the
 * stored rank (001_stories.sql), as the other lists are: the page's ids first, then their rows.
 */
export async function forYouStories(db: Queryable, filter: ForYouFilter): Promise<NewsItem[]> {
  const rows = await db.query<NewsItemRow>(
    `WITH page AS (
       SELECT s.id, s.rank
         FROM stories s
        WHERE s.trending_score >= $3 AND s.post_time >= $4 AND ${isPublic('s')}
          AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = $1 AND f.category = s.type AND (f.subcategory IS NULL OR f.subcategory = s.subtype))
          AND EXISTS (SELECT 1 FROM story_versions x WHERE x.story_id = s.id AND x.lang = $2)
        ORDER BY s.rank DESC, s.id DESC
        LIMIT $5 OFFSET $6)
     SELECT ${NEWS_ITEM_COLUMNS}
       FROM page
       JOIN stories s ON s.id = page.id
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $2
      ORDER BY page.rank DESC, page.id DESC`,
    [filter.userId, filter.lang, filter.minTrendingScore, filter.startTime, filter.limit, filter.offset],
  );
  return rows.map(newsItemFromRow);
}
