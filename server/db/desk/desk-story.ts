import type { LangCode } from '../../../shared/languages';
import type { NewsAuthor } from '../../../shared/types';
import type { WithdrawalReason } from '../news/withdrawn-stories';
import type { Queryable } from '../database';
import { storyMediaStates } from '../media/story-media-states';
import type { DeskStory, DeskStoryVersion } from '../../../shared/desk-answers';

export type { DeskStory, DeskStoryVersion };

/** One story as the desk shows it, withdrawn or not: what it shares, and each language version whole. */
export async function deskStory(db: Queryable, id: string): Promise<DeskStory | null> {
  const [story] = await db.query<{
    id: string; type: string; subtype: string; post_time: number; trending_score: number; img_urls: string[]; video_thumbs: string[];
    video_embed_link: string; news_author: NewsAuthor; ingested_at: string; updated_at: string;
    withdrawn_at: string | null; withdrawn_reason: WithdrawalReason | null; withdrawn_note: string | null;
  }>(
    `SELECT id, type, subtype, post_time::float8 AS post_time, trending_score::float8 AS trending_score, img_urls, video_thumbs,
            video_embed_link, news_author, to_json(created_at)#>>'{}' AS ingested_at, to_json(updated_at)#>>'{}' AS updated_at,
            to_json(withdrawn_at)#>>'{}' AS withdrawn_at, withdrawn_reason, withdrawn_note
       FROM stories WHERE id = $1`,
    [id],
  );
  if (!story) return null;
  const versions = await db.query<{ lang: LangCode; title: string; summary: string; outlines: string[]; news: string; cita: string; updated_at: string }>(
    `SELECT v.lang, v.title, v.summary, v.outlines, v.news, v.cita, to_json(v.updated_at)#>>'{}' AS updated_at
       FROM story_versions v JOIN stories s ON s.id = v.story_id
      WHERE v.story_id = $1
      ORDER BY array_position(s.langs, v.lang)`,
    [id],
  );
  const media = await storyMediaStates(db, id);
  const iso = (value: string) => new Date(value).toISOString();
  return {
    id: story.id,
    type: story.type,
    subtype: story.subtype,
    postTime: story.post_time,
    trendingScore: story.trending_score,
    imgUrls: story.img_urls,
    videoThumbs: story.video_thumbs,
    videoEmbedLink: story.video_embed_link,
    newsAuthor: story.news_author,
    ingestedAt: iso(story.ingested_at),
    updatedAt: iso(story.updated_at),
    status: story.withdrawn_at ? 'withdrawn' : 'live',
    withdrawal: story.withdrawn_at && story.withdrawn_reason ? { at: iso(story.withdrawn_at), reason: story.withdrawn_reason, note: story.withdrawn_note ?? '' } : null,
    versions: versions.map((version) => ({
      lang: version.lang, title: version.title, summary: version.summary, outlines: version.outlines, news: version.news, cita: version.cita, updatedAt: iso(version.updated_at),
    })),
    media,
  };
}
