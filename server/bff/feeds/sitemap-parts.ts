/**
 * How many sitemap files a month of this many stories needs, at most perFile addresses each
 * (50,000 by the protocol; tests pass a smaller number to see a month split).
 */
export function sitemapPartCount(stories: number, perFile: number): number {
  if (!Number.isInteger(perFile) || perFile < 1) throw new RangeError(`A sitemap holds at least one address, not ${perFile}.`);
  return Math.ceil(Math.max(0, stories) / perFile);
}

/** The rows of part n (counted from 1) of a split month. */
export function sitemapPartRange(part: number, perFile: number): { offset: number; limit: number } {
  return { offset: (part - 1) * perFile, limit: perFile };
}
