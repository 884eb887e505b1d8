/** The targets for the server-rendered pages, the lists' and the article's alike; tests/unit/js-budget.test.ts holds the build to the JS one. */
export const TARGETS = {
  /** Each of Lighthouse's performance, accessibility, best-practices and SEO scores, mobile preset. */
  lighthouseScore: 95,
  cls: 0.02,
  /** Gzipped JS the first load of a list, article or brief page runs: entry, page chunks, and what they import. */
  firstLoadJsGzipBytes: 120 * 1024,
  /** Server-rendered list page's requests/s over a bare Express route's with the same bytes. */
  renderedShareOfBare: 0.4,
};
