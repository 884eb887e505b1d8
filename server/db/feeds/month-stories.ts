import type { LangCode } from '../../../shared/languages';
import { STORED_MEDIA_SQL, shownMedia, type StoredMedia } from '../news/media-addresses';
import type { Queryable } from '../database';
import { isPublic } from '../news/public-stories';

/** A story as a sitemap lists it: its address needs each version's title, its entry the images. */
export interface SitemapStory {
  id: string;
  /** The title of each language version the story has, as stored. */
  titles: Partial<Record<LangCode, string>>;
  img_urls: string[];
  video_thumbs: string[];
  /** Epoch seconds of the newest write to the story or any of its versions. */
  lastModified: number;
}

export interface MonthStoriesFilter {
  lang: LangCode;
  /** Epoch seconds: the month's first second, and the next month's. */
  start: number;
  end: number;
  limit: number;
  offset: number;
}

/**
 * One part of a language's stories of one month, oldest first: new stories arrive at the end of
 * the current month, so the earlier parts of a split month keep their contents (and lastmod).
 * The part's ids are picked on the post-time index first; only those stories are read whole.
 */
export async function monthStories(db: Queryable, filter: MonthStoriesFilter): Promise<SitemapStory[]> {
  const rows = await db.query<{ id: string; titles: Partial<Record<LangCode, string>>; img_urls: string[]; video_thumbs: string[]; stored_media: StoredMedia | null; last_modified: number }>(
    `WITH part AS (
       SELECT s.id, s.post_time
         FROM stories s
        WHERE s.post_time >= $2 AND s.post_time < $3 AND ${isPublic('s')}
          AND EXISTS (SELECT 1 FROM story_versions x WHERE x.story_id = s.id AND x.lang = $1)
        ORDER BY s.post_time, s.id
        LIMIT $4 OFFSET $5)
     SELECT s.id, versions.titles, s.img_urls, s.video_thumbs, ${STORED_MEDIA_SQL} AS stored_media,
            extract(epoch FROM greatest(s.updated_at, versions.changed))::float8 AS last_modified
       FROM part
       JOIN stories s ON s.id = part.id
      CROSS JOIN LATERAL (
            SELECT jsonb_object_agg(a.lang, a.title) AS titles, max(a.updated_at) AS changed
              FROM story_versions a
             WHERE a.story_id = s.id) versions
      ORDER BY part.post_time, part.id`,
    [filter.lang, filter.start, filter.end, filter.limit, filter.offset],
  );
  return rows.map((row) => ({ id: row.id, titles: row.titles, ...shownMedia(row), lastModified: row.last_modified }));
}
