import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/types';
import type { ReadingChoices } from '../../shared/reading-preferences';

/** What the server hands the browser along with the HTML, in one JSON script. */
export interface Bootstrap {
  config: SiteConfig;
  /** Stylesheets of the first load, so that hydration renders the same links. */
  stylesheets: string[];
  /** The list page size the server rendered with; the browser keeps it until it measures. */
  pageSize: number;
  /** The reading preferences the server drew the page with (decision 039). */
  reading: ReadingChoices;
  queries: InlineQueries;
}

/**
 * The queries the server's render fetched, as the page carries them: each by its key and data.
 * Only successful ones are sent (what dehydrate keeps), so the rest of a query's state is what
 * every one of them has, and the browser's setQueryData makes it again (hydrate-page.tsx):
 * sending it was some 250 bytes a query.
 */
export interface InlineQueries {
  queries: { queryKey: QueryKey; state: { data: unknown } }[];
  /**
   * The queries whose data is a file of its own instead (the translations: fileOf gives their
   * addresses), which the entry preloads and the browser puts in its cache before it hydrates.
   */
  files: { queryKey: QueryKey; href: string }[];
}

export function inlineQueries(queryClient: QueryClient, fileOf: (queryKey: QueryKey) => string | undefined): InlineQueries {
  const inline: InlineQueries = { queries: [], files: [] };
  for (const { queryKey, state } of dehydrate(queryClient).queries) {
    const href = fileOf(queryKey);
    if (href === undefined) inline.queries.push({ queryKey, state: { data: state.data } });
    else inline.files.push({ queryKey, href });
  }
  return inline;
}

export const BOOTSTRAP_ELEMENT_ID = '__XNEWS__';

/**
 * JSON that is safe inside a <script> element: '<' is escaped, so no text in the data can close
 * the element or open a comment, and U+2028/9 cannot break older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
