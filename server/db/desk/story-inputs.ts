import type { LangCode } from '../../../shared/languages';
import type { NewsItemInput } from '../../../shared/types';
import type { Queryable } from '../database';

/** Every stored version of a story as an ingest would send it: what a correction rewrites through the same path. */
export async function storyInputs(db: Queryable, id: string): Promise<NewsItemInput[]> {
  const rows = await db.query<{
    lang: LangCode; title: string; news: string; summary: string; outlines: string[]; cita: string; type: string; subtype: string;
    post_time: number; trending_score: number; user_id: string; img_urls: string[]; video_thumbs: string[]; video_embed_link: string;
    news_author: NewsItemInput['news_author'];
  }>(
    `SELECT v.lang, v.title, v.news, v.summary, v.outlines, v.cita, s.type, s.subtype, s.post_time::float8 AS post_time,
            s.trending_score::float8 AS trending_score, s.user_id, s.img_urls, s.video_thumbs, s.video_embed_link, s.news_author
       FROM stories s JOIN story_versions v ON v.story_id = s.id
      WHERE s.id = $1
      ORDER BY array_position(s.langs, v.lang)`,
    [id],
  );
  return rows.map((row) => ({
    id, lang: row.lang, title: row.title, news: row.news, summary: row.summary, outlines: row.outlines, cita: row.cita,
    type: row.type, subtype: row.subtype, postTime: row.post_time, trendingScore: row.trending_score, user_id: row.user_id,
    img_urls: row.img_urls, video_thumbs: row.video_thumbs, video_embed_link: row.video_embed_link, news_author: row.news_author,
  }));
}
