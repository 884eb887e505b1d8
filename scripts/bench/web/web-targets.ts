/** The targets for the server-rendered pages; tests/unit/js-budget.test.ts holds the build to the JS one. */
export const TARGETS = {
  /** Each of Lighthouse's performance, accessibility, best-practices and SEO scores, mobile preset. */
  lighthouseScore: 95,
  cls: 0.02,
  /** Gzipped JS a list page's first load runs: entry, page chunk, and what they import. */
  listPageJsGzipBytes: 120 * 1024,
  /** Server-rendered list page's requests/s over a bare Express route's with the same bytes. */
  renderedShareOfBare: 0.4,
};
