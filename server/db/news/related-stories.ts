import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../database';
import { CARD_COLUMNS, newsItemFromRow, type NewsItemRow } from './story-columns';
import { isPublic } from './public-stories';

/** A story's related list (spec §2): its subtype, in a window around its post time, in one language. */
export interface RelatedFilter {
  lang: LangCode;
  subtype: string;
  /** Epoch seconds, inclusive. */
  startTime: number;
  endTime: number;
  /** The story the list is for, which it leaves out. */
  excludeId: string;
  limit: number;
}

/**
 * The best stories of the window by the stored rank, as cards (CARD_COLUMNS), in one join: the
 * window of one subtype is a few hundred stories at most, so there is no page to skip to, and
 * reading the ids first and the rows after (listStories) read each story's row twice (143
 * buffers against 88 for a demo article's list). The story itself is left out here, not after.
 */
export async function relatedStories(db: Queryable, filter: RelatedFilter): Promise<NewsItem[]> {
  const rows = await db.query<NewsItemRow>(
    `SELECT ${CARD_COLUMNS}
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      WHERE s.subtype = $2 AND s.post_time >= $3 AND s.post_time <= $4 AND s.id <> $5 AND s.trending_score >= 0 AND ${isPublic('s')}
      ORDER BY s.rank DESC, s.id DESC
      LIMIT $6`,
    [filter.lang, filter.subtype, filter.startTime, filter.endTime, filter.excludeId, filter.limit],
  );
  return rows.map(newsItemFromRow);
}
