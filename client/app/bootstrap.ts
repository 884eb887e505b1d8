import type { DehydratedState } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/types';

/** What the server hands the browser along with the HTML, in one JSON script. */
export interface Bootstrap {
  config: SiteConfig;
  /** Stylesheets of the first load, so that hydration renders the same links. */
  stylesheets: string[];
  /** The list page size the server rendered with; the browser keeps it until it measures. */
  pageSize: number;
  queries: DehydratedState;
}

export const BOOTSTRAP_ELEMENT_ID = '__XNEWS__';

/**
 * JSON that is safe inside a <script> element: '<' is escaped, so no text in the data can close
 * the element or open a comment, and U+2028/9 cannot break older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
