import type { LangCode } from './languages';
import type { Translations } from './translations';
import type { NewsItem } from './types';

/** One page of a news list as our pages ask for it: the page size follows the screen width. */
export interface NewsListParams {
  lang: LangCode;
  type: string;
  subtype: string | null;
  /** Counted from 1. */
  page: number;
  size: number;
}

/**
 * The data the pages render. The browser's implementation calls the HTTP API; the server's calls
 * the same service the API does (or the upstream), so one set of query hooks serves both.
 */
export interface NewsApi {
  list(params: NewsListParams): Promise<NewsItem[]>;
  messages(lang: LangCode): Promise<Translations>;
}
