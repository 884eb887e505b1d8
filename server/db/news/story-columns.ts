import { LANGUAGE_CODES, type LangCode } from '../../../shared/languages';
import { readingMinutes } from '../../../shared/reading-time';
import type { NewsItem } from '../../../shared/types';
import { STORED_MEDIA_SQL, shownMedia, type StoredMedia } from './media-addresses';

/** The site's order of languages (shared/languages.ts), for picking a version. */
const LANG_ORDER = `ARRAY[${LANGUAGE_CODES.map((code) => `'${code}'`).join(',')}]`;

const itemColumns = (body: string, cita: string, embed: string) => `
  s.id, v.lang, v.title, ${body} AS news, v.summary, v.outlines, ${cita} AS cita,
  s.type, s.subtype, s.post_time::float8 AS post_time, s.trending_score::float8 AS trending_score,
  s.user_id, s.img_urls, s.video_thumbs, ${embed} AS video_embed_link, s.news_author,
  s.langs AS avail_langs, ${STORED_MEDIA_SQL} AS stored_media, v.reading_words, v.reading_han`;

/** The columns of a full news item, read from stories s joined with story_versions v. */
export const NEWS_ITEM_COLUMNS = itemColumns('v.news', 'v.cita', 's.video_embed_link');

/**
 * A news item as a list's card shows it (client/data/listed-story.ts): body, citations and embed
 * empty. Bodies and citations live in TOAST (decision 028), so leaving them out saves a fetch and
 * a decompression per item, and the list's cached copy holds a fraction of the text.
 */
export const CARD_COLUMNS = itemColumns("''", "''", "''");

/** For picking a story's version: the wanted language, then English, then site order. */
export const VERSION_PREFERENCE = (wantedParam: string) =>
  `(v.lang = ${wantedParam}) DESC, (v.lang = 'en') DESC, array_position(${LANG_ORDER}, v.lang)`;

export interface NewsItemRow {
  id: string;
  lang: LangCode;
  title: string;
  news: string;
  summary: string;
  outlines: string[];
  cita: string;
  type: string;
  subtype: string;
  post_time: number;
  trending_score: number;
  user_id: string;
  img_urls: string[];
  video_thumbs: string[];
  video_embed_link: string;
  news_author: { name: string; url: string };
  avail_langs: LangCode[];
  stored_media: StoredMedia | null;
  /** Null until the version's body is rendered and measured (033_reading_measure.sql). */
  reading_words: number | null;
  reading_han: number | null;
}

export function newsItemFromRow(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    news: row.news,
    summary: row.summary,
    outlines: row.outlines,
    type: row.type,
    subtype: row.subtype,
    postTime: row.post_time,
    trendingScore: row.trending_score,
    user_id: row.user_id,
    ...shownMedia(row),
    video_embed_link: row.video_embed_link,
    cita: row.cita,
    news_author: row.news_author,
    avail_langs: row.avail_langs,
    lang: row.lang,
    // From the counts kept with the row, so that a card has it without the body (CARD_COLUMNS).
    ...(row.reading_words !== null && row.reading_han !== null ? { reading_minutes: readingMinutes({ words: row.reading_words, han: row.reading_han }, row.lang) } : {}),
  };
}
