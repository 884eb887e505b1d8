import { stripFootnotes } from '../../../shared/footnotes';
import { cleanNewsList } from '../../../shared/list-rules';
import type { LangCode } from '../../../shared/languages';
import { articlePath } from '../../../shared/routes';
import { SEARCH_TOTAL_CAP, SUGGESTION_COUNT, type SearchPage, type SearchSort, type Suggestion, type TextSegment } from '../../../shared/search';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../../db/database';
import { markMatches } from '../../db/news/search/mark-matches';
import { searchStories } from '../../db/news/search/search-stories';
import { isChineseEdition, searchQueryText, type SearchQueryText } from '../../db/news/search/search-text';
import { suggestStories } from '../../db/news/search/suggest-stories';
import { chineseSegments, excerpt, segmentsFromMarked } from './search-highlights';
import { withoutFootnotes } from './without-footnotes';

/** A search, checked: what the API's query string or the search page's address asks for. */
export interface SearchRequest {
  lang: LangCode;
  /** Trimmed, 1 to 200 characters, no control characters. */
  q: string;
  /** Counted from 1. */
  page: number;
  size: number;
  /** The categories searched; null for all. */
  types: readonly string[] | null;
  sort: SearchSort;
}

export interface SearchService {
  search(request: SearchRequest): Promise<SearchPage>;
  suggest(lang: LangCode, q: string): Promise<Suggestion[]>;
}

/** How much of a summary a result shows around its first match, in characters (a Chinese one says more). */
const SNIPPET_LENGTH = { latin: 180, chinese: 90 } as const;

async function highlightsOf(db: Queryable, lang: LangCode, q: string, query: SearchQueryText, items: readonly NewsItem[]) {
  const texts = [...items.map((item) => item.title), ...items.map((item) => item.summary)];
  const segments: TextSegment[][] = isChineseEdition(lang)
    ? texts.map((text) => chineseSegments(text, q))
    : (await markMatches(db, lang, query, texts)).map(segmentsFromMarked);
  const snippetLength = isChineseEdition(lang) ? SNIPPET_LENGTH.chinese : SNIPPET_LENGTH.latin;
  return items.map((_, index) => ({
    title: segments[index] ?? [],
    summary: excerpt(segments[items.length + index] ?? [], snippetLength),
  }));
}

/** Search and suggestions on the database (013_search.sql): matching, ranking and the marked words. */
export function databaseSearchService(db: Queryable, totalCap = SEARCH_TOTAL_CAP): SearchService {
  return {
    async search(request) {
      const query = searchQueryText(request.lang, request.q, { prefix: false });
      const { total, totalCapped, items } = await searchStories(db, {
        lang: request.lang, query, types: request.types, sort: request.sort,
        limit: request.size, offset: (request.page - 1) * request.size, totalCap,
      });
      // As the lists give stories: without footnote markers, and without those too short to list.
      const shown = cleanNewsList(items).map(withoutFootnotes);
      const highlights = await highlightsOf(db, request.lang, request.q, query, shown);
      return { total, totalCapped, page: request.page, size: request.size, items: shown.map((item, index) => ({ ...item, highlights: highlights[index] ?? { title: [], summary: [] } })) };
    },
    async suggest(lang, q) {
      const query = searchQueryText(lang, q, { prefix: true });
      const rows = await suggestStories(db, lang, query, SUGGESTION_COUNT);
      return rows.map((row) => {
        const title = stripFootnotes(row.title);
        return { id: row.id, title, path: articlePath(lang, title, row.id) };
      });
    },
  };
}
