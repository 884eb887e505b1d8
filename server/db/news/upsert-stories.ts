import type { LangCode } from '../../../shared/languages';
import type { TextMeasure } from '../../../shared/text-measure';
import type { NewsItemInput } from '../../../shared/types';
import type { Database, Queryable } from '../database';
import { recordStoryMedia } from '../media/story-media';
import { lockedStoryStates, type StoryChange } from './story-states';
import { searchDocSql, searchTitleSql } from './search/search-query-sql';
import { searchDocumentText } from './search/search-text';

export interface UpsertResult {
  /** Stories that did not exist before. */
  created: string[];
  /** Stories that existed and changed: a shared field or any language version. */
  updated: string[];
  /** Versions given that were already stored exactly so. */
  unchanged: number;
}

/** The counts, and each created or changed story before and after, which tells caches what to let go. */
export interface StoriesWritten extends UpsertResult {
  changes: StoryChange[];
}

const STORY_FIELDS = `id text, type text, subtype text, post_time bigint, trending_score real, user_id text,
  img_urls jsonb, video_thumbs jsonb, video_embed_link text, news_author jsonb`;
const VERSION_FIELDS = `story_id text, lang text, title text, news text, summary text, outlines jsonb, cita text,
  search_title text, search_body text, news_html text, news_html_renderer text, reading_words integer, reading_han integer`;

/** Renders a body as its page shows it, measures what a reader reads of it, and names itself (server/services/news/body-html.tsx). */
export interface BodyRenderer {
  name: string;
  html(markdown: string): string;
  measure(markdown: string, lang: LangCode): TextMeasure;
}

/**
 * Writes a validated batch in one transaction: all of it or none of it. Each table gets one
 * statement whose rows arrive as a single JSON parameter, so a batch of thousands costs two
 * round trips, after one that reads (and locks) the stories' states before. Rows equal to what is
 * stored are left alone, which keeps re-ingesting idempotent and tells the caller exactly what
 * changed, and from what. The images each story names are queued for the media copier in the
 * same transaction (decision 035). Each version's search document is written with its text, so search
 * finds a story as soon as this returns, and by its new words only; so is its rendered body,
 * and what a reader reads of it, when a renderer is given (without one, pages render it
 * themselves until it is filled in, and cards show no reading time).
 * The batch must hold at most one version per (id, lang) and agree on each story's shared fields.
 */
export function upsertStories(db: Database, items: readonly NewsItemInput[], renderer?: BodyRenderer): Promise<StoriesWritten> {
  return db.transaction((tx) => writeStories(tx, items, renderer));
}

/** upsertStories inside the caller's transaction: with what else must be stored with it, or not at all (the desk's audit, its held fields). */
export async function writeStories(tx: Queryable, items: readonly NewsItemInput[], renderer?: BodyRenderer): Promise<StoriesWritten> {
  const stories = new Map<string, NewsItemInput>();
  const langsWritten = new Map<string, NewsItemInput['lang'][]>();
  for (const item of items) {
    stories.set(item.id, item);
    langsWritten.set(item.id, [...(langsWritten.get(item.id) ?? []), item.lang]);
  }
  const storyRows = [...stories.values()].map((item) => ({
    id: item.id,
    type: item.type,
    subtype: item.subtype,
    post_time: item.postTime,
    trending_score: item.trendingScore,
    user_id: item.user_id,
    img_urls: item.img_urls,
    video_thumbs: item.video_thumbs,
    video_embed_link: item.video_embed_link,
    news_author: item.news_author,
  }));
  const versionRows = items.map((item) => {
    const search = searchDocumentText(item.lang, item);
    const measure = renderer?.measure(item.news, item.lang);
    return {
      story_id: item.id,
      lang: item.lang,
      title: item.title,
      news: item.news,
      summary: item.summary,
      outlines: item.outlines,
      cita: item.cita,
      search_title: search.title,
      search_body: search.body,
      news_html: renderer ? renderer.html(item.news) : null,
      news_html_renderer: renderer ? renderer.name : null,
      reading_words: measure ? measure.words : null,
      reading_han: measure ? measure.han : null,
    };
  });

  const before = await lockedStoryStates(tx, [...stories.keys()]);
  const storyChanges = await tx.query<{ id: string; inserted: boolean }>(
    `INSERT INTO stories AS s (id, type, subtype, post_time, trending_score, user_id, img_urls, video_thumbs, video_embed_link, news_author)
     SELECT id, type, subtype, post_time, trending_score, user_id, img_urls, video_thumbs, video_embed_link, news_author
       FROM jsonb_to_recordset($1::jsonb) AS x(${STORY_FIELDS})
     ON CONFLICT (id) DO UPDATE SET
       type = EXCLUDED.type, subtype = EXCLUDED.subtype, post_time = EXCLUDED.post_time,
       trending_score = EXCLUDED.trending_score, user_id = EXCLUDED.user_id, img_urls = EXCLUDED.img_urls,
       video_thumbs = EXCLUDED.video_thumbs, video_embed_link = EXCLUDED.video_embed_link,
       news_author = EXCLUDED.news_author, updated_at = now()
     WHERE (s.type, s.subtype, s.post_time, s.trending_score, s.user_id, s.img_urls, s.video_thumbs, s.video_embed_link, s.news_author)
           IS DISTINCT FROM
           (EXCLUDED.type, EXCLUDED.subtype, EXCLUDED.post_time, EXCLUDED.trending_score, EXCLUDED.user_id,
            EXCLUDED.img_urls, EXCLUDED.video_thumbs, EXCLUDED.video_embed_link, EXCLUDED.news_author)
     RETURNING s.id, (s.xmax = 0) AS inserted`,
    [JSON.stringify(storyRows)],
  );
  const versionChanges = await tx.query<{ story_id: string }>(
    `INSERT INTO story_versions AS v (story_id, lang, title, news, summary, outlines, cita, search_doc, search_title, news_html, news_html_renderer, reading_words, reading_han)
     SELECT story_id, lang, title, news, summary, outlines, cita,
            ${searchDocSql('lang', 'search_title', 'search_body')}, ${searchTitleSql('lang', 'search_title')},
            news_html, news_html_renderer, reading_words, reading_han
       FROM jsonb_to_recordset($1::jsonb) AS x(${VERSION_FIELDS})
     ON CONFLICT (story_id, lang) DO UPDATE SET
       title = EXCLUDED.title, news = EXCLUDED.news, summary = EXCLUDED.summary,
       outlines = EXCLUDED.outlines, cita = EXCLUDED.cita, search_doc = EXCLUDED.search_doc,
       search_title = EXCLUDED.search_title, news_html = EXCLUDED.news_html,
       news_html_renderer = EXCLUDED.news_html_renderer, reading_words = EXCLUDED.reading_words,
       reading_han = EXCLUDED.reading_han, updated_at = now()
     WHERE (v.title, v.news, v.summary, v.outlines, v.cita)
           IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.news, EXCLUDED.summary, EXCLUDED.outlines, EXCLUDED.cita)
     RETURNING v.story_id`,
    [JSON.stringify(versionRows)],
  );
  await recordStoryMedia(tx, storyRows);
  const created = storyChanges.filter((row) => row.inserted).map((row) => row.id);
  const createdSet = new Set(created);
  const updated = new Set(storyChanges.filter((row) => !row.inserted).map((row) => row.id));
  for (const row of versionChanges) if (!createdSet.has(row.story_id)) updated.add(row.story_id);
  const changes = [...created, ...updated].map((id): StoryChange => {
    const item = stories.get(id) as NewsItemInput;
    const old = before.get(id) ?? null;
    const langs = [...new Set([...(old?.langs ?? []), ...(langsWritten.get(id) ?? [])])];
    return { id, before: old, after: { type: item.type, subtype: item.subtype, postTime: item.postTime, trendingScore: item.trendingScore, langs } };
  });
  return { created, updated: [...updated], unchanged: items.length - versionChanges.length, changes };
}
