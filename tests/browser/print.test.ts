import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articlePath, briefPath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { browserSuite, gotoHydrated, newTestContext } from '../support/browser';
import { ingest } from '../support/ingest';

/**
 * An article or a brief printed (client/styles/print.css): the story and its sources with their
 * full addresses and the page's address; none of the navigation, footer, buttons, related blocks
 * or newsletter box; black on white in either colour scheme. No PDF text extractor is installed,
 * so what prints is read from the page in print media, and Chromium's PDF is checked for its pages.
 */

const SOURCE = 'https://example.org/reports/tides-2026';
const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 100, postTime: daysAgo(0), title: 'Harbour towns weigh the cost of rising tides', cita: `[1]: ${SOURCE}` });
const suite = browserSuite({ stories: 20, setup: (site) => ingest(site.testApp, [story]) });

const HIDDEN = ['header.xn-header', 'footer.xn-footer', '.xn-breadcrumb', '.xn-related', '.xn-other-lists', '.xn-share', '.xn-text-size', '.xn-article-page button'];

const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'));

/** A page's PDF page sizes in points, from the MediaBox of each page object. */
function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

describe.each([
  ['article', () => articlePath('en', story.title, story.id)],
  ['brief', () => briefPath('en', story.title, story.id)],
])('a printed %s', (kind, path) => {
  it.each(['light', 'dark'] as const)('is the story, its sources and its address, black on white, in the %s scheme', async (theme) => {
    const context = await newTestContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'xn_theme', value: theme, url: suite.site.baseUrl }]);
    const page = await context.newPage();
    await gotoHydrated(page, `${suite.site.baseUrl}${path()}`);
    await page.emulateMedia({ media: 'print' });
    expect(await shown(page, '.xn-article-title')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    for (const selector of HIDDEN) expect(await shown(page, selector), selector).toBe(false);
    expect(await shown(page, '.xn-print-address')).toBe(true);
    await expect(page.locator('.xn-print-address').textContent()).resolves.toMatch(new RegExp(`${path().replaceAll('/', '\\/')}$`));
    // Chromium's beforeprint comes with page.pdf, not with print media: the date is the entry module's, asked for as printing starts.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    const printedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    expect(await page.locator('.xn-print-address').evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" · ${printedOn}"`);
    if (kind === 'article') {
      expect(await shown(page, '.xn-sources-list')).toBe(true);
      const after = await page.locator('.xn-sources-list a').first().evaluate((link) => getComputedStyle(link, '::after').content);
      expect(after).toContain(SOURCE);
    }
    await context.close();
  });

  it('makes a PDF at A4 and at Letter', async () => {
    const context = await newTestContext(suite.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${suite.site.baseUrl}${path()}`);
    for (const [format, width, height] of [['A4', 595, 842], ['Letter', 612, 792]] as const) {
      const sizes = pageSizes(await page.pdf({ format }));
      expect(sizes.length, format).toBeGreaterThan(0);
      for (const [w, h] of sizes) {
        expect(Math.abs(w - width), format).toBeLessThan(2);
        expect(Math.abs(h - height), format).toBeLessThan(2);
      }
    }
    await context.close();
  });
});
