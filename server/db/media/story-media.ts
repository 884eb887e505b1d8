import type { Queryable } from '../database';

interface StoryMediaRow {
  id: string;
  img_urls: readonly string[];
  video_thumbs: readonly string[];
}

/**
 * Records, in the transaction that writes these stories, which upstream addresses each shows now
 * (its images and video thumbnails) and queues each address never seen before for the media
 * copier (decision 035). Paths on this site are ours already and are left out. One statement
 * for the whole batch, so that an ingest of thousands pays one more round trip.
 */
export async function recordStoryMedia(tx: Queryable, stories: readonly StoryMediaRow[]): Promise<void> {
  if (stories.length === 0) return;
  await tx.query(
    `WITH given AS (
       SELECT x.id, x.img_urls || x.video_thumbs AS urls FROM jsonb_to_recordset($1::jsonb) AS x(id text, img_urls jsonb, video_thumbs jsonb)
     ), wanted AS (
       SELECT DISTINCT g.id AS story_id, u.url
         FROM given g CROSS JOIN LATERAL jsonb_array_elements_text(g.urls) AS u(url)
        WHERE u.url ~* '^https?://'
     ), gone AS (
       DELETE FROM story_media m
        USING given g
        WHERE m.story_id = g.id AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.story_id = m.story_id AND w.url = m.url)
     ), queued AS (
       INSERT INTO media_sources (url) SELECT DISTINCT url FROM wanted ON CONFLICT (url) DO NOTHING
     )
     INSERT INTO story_media (story_id, url) SELECT story_id, url FROM wanted ON CONFLICT DO NOTHING`,
    [JSON.stringify(stories.map(({ id, img_urls, video_thumbs }) => ({ id, img_urls, video_thumbs })))],
  );
}
