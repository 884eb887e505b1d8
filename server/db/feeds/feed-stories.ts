import type { LangCode } from '../../../shared/languages';
import type { NewsAuthor } from '../../../shared/types';
import { STORED_MEDIA_SQL, shownMedia, type StoredMedia } from '../news/media-addresses';
import type { Queryable } from '../database';
import { isPublic } from '../news/public-stories';

/** Enough of a body to take an excerpt from, without reading whole long articles for a feed. */
const BODY_START_CHARS = 4000;

/** A story as a feed item shows it, in one language. */
export interface FeedStory {
  id: string;
  title: string;
  summary: string;
  /** The body's first few thousand characters of markdown. */
  newsStart: string;
  type: string;
  subtype: string;
  /** Epoch seconds. */
  postTime: number;
  img_urls: string[];
  video_thumbs: string[];
  news_author: NewsAuthor;
  /** Epoch seconds of the newest write to the story or this version. */
  lastModified: number;
}

export interface FeedFilter {
  lang: LangCode;
  /** The categories to draw from; null means every category. */
  types: readonly string[] | null;
  minTrendingScore: number;
  limit: number;
}

/**
 * The newest stories of a list in one language. The post-time index (of the category, when
 * there is one) is read backwards until enough stories pass the score and have the language.
 */
export async function feedStories(db: Queryable, filter: FeedFilter): Promise<FeedStory[]> {
  const params: unknown[] = [filter.lang, filter.minTrendingScore, BODY_START_CHARS];
  let typeCondition = '';
  if (filter.types !== null) {
    params.push(filter.types.length === 1 ? filter.types[0] : filter.types);
    typeCondition = filter.types.length === 1 ? 'AND s.type = $4' : 'AND s.type = ANY($4::text[])';
  }
  params.push(filter.limit);
  const rows = await db.query<{
    id: string; title: string; summary: string; news_start: string; type: string; subtype: string;
    post_time: number; img_urls: string[]; video_thumbs: string[]; stored_media: StoredMedia | null; news_author: NewsAuthor; last_modified: number;
  }>(
    `SELECT s.id, v.title, v.summary, left(v.news, $3) AS news_start, s.type, s.subtype,
            s.post_time::float8 AS post_time, s.img_urls, s.video_thumbs, ${STORED_MEDIA_SQL} AS stored_media, s.news_author,
            extract(epoch FROM greatest(s.updated_at, v.updated_at))::float8 AS last_modified
       FROM stories s
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      WHERE s.trending_score >= $2 AND ${isPublic('s')} ${typeCondition}
      ORDER BY s.post_time DESC, s.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id, title: row.title, summary: row.summary, newsStart: row.news_start, type: row.type, subtype: row.subtype,
    postTime: row.post_time, ...shownMedia(row), news_author: row.news_author,
    lastModified: row.last_modified,
  }));
}
