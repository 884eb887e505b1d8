import type { LangCode } from './languages';
import type { MediaSizes } from './media-address';

export interface NewsAuthor {
  name: string;
  url: string;
}

/** A news item as the API returns it (spec §3 "News item"). */
export interface NewsItem {
  /** A string of digits: social-post ids exceed 2^53, so they are never parsed as numbers. */
  id: string;
  title: string;
  /** Markdown body. */
  news: string;
  summary: string;
  outlines: string[];
  type: string;
  subtype: string;
  /** Epoch seconds. */
  postTime: number;
  trendingScore: number;
  /** The source account handle. */
  user_id: string;
  img_urls: string[];
  video_thumbs: string[];
  /** Embed HTML; untrusted, sanitised on output. */
  video_embed_link: string;
  /** Citation text of '[n]: url' entries. */
  cita: string;
  news_author: NewsAuthor;
  /** Languages the story exists in. */
  avail_langs: LangCode[];
  /** The language of this version (beyond the spec: tells a client when it got a fallback). */
  lang: LangCode;
  /**
   * The desk's corrections and clarifications of this version, oldest first (beyond the spec;
   * decision 033): in a story's details only, and only when it has some.
   */
  corrections?: StoryCorrectionNote[];
  /**
   * The size of each of the site's own images in img_urls and video_thumbs (beyond the spec;
   * decision 035), so that a page reserves its box; absent when it has none.
   */
  media_sizes?: MediaSizes;
  /**
   * How many minutes this version's body takes to read, at least 1 (beyond the spec;
   * shared/reading-time.ts): absent until its body has been measured.
   */
  reading_minutes?: number;
}

/** A correction or clarification as readers see it: its kind, the editors' note, and when (ISO 8601). */
export interface StoryCorrectionNote {
  kind: 'correction' | 'clarification';
  note: string;
  at: string;
}

/** One language version of a story as the ingest API accepts it: a news item with its lang. */
export type NewsItemInput = Omit<NewsItem, 'avail_langs' | 'reading_minutes'>;

/** An archive list entry (spec §3). */
export interface ArchiveEntry {
  id: string;
  title: string;
  postTime: number;
  subtype: string;
}

export interface YearMonth {
  year: number;
  month: number;
}

/** Per-site configuration (spec §3 "Config"), loaded from config/sites/<site>/config.json. */
export interface SiteConfig {
  siteName: string;
  sitePath: string;
  domainName: string;
  hideSubcategoryDropdowns: boolean;
  /** The configured list names, in menu order; the taxonomy of each lives in shared/taxonomy. */
  sites_news_lists: string[];
  archive_start_year_month: YearMonth;
  languageCodes: LangCode[];
  embedVideo: boolean;
  embedImage: boolean;
  rootHelmet: {
    googleAdsenseAccount: string;
    title: string;
    description: string;
  };
  style: {
    headerBg: string;
    headerText: string;
    headerClassName: string;
    footerClassName: string;
  };
  news_author: NewsAuthor;
  news_publisher: {
    name: string;
    url: string;
    logo: string;
  };
  /** Where contact-form messages are mailed. */
  contactEmail: string;
  /** Client load-state flags of spec §3; a served config is always loaded with no error. */
  loading: boolean;
  error: string | null;
}

/** An API error body: every 4xx and 5xx carries one. */
export interface ApiError {
  error: string;
  message: string;
}
