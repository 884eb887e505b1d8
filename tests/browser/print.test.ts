import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fill } from '../../shared/fill-text';
import { articlePath, briefPath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { browserSuite, gotoHydrated, sharedTab } from '../support/browser';
import { ingest } from '../support/ingest';

/**
 * An article or a brief printed (spec §2's article and brief, decision 039's print styles in
 * client/styles/print.css): the story and its sources with their full addresses and the page's
 * address with the print date; none of the navigation, footer, buttons, related blocks or
 * newsletter box; black on white in either colour scheme. What prints is read twice: from the page
 * in print media, where each hidden part can be named by its selector, and from Chromium's own PDF
 * at A4 and Letter, whose text (unpdf, a pdf.js build) is what a reader gets on paper.
 */

const SOURCE = 'https://example.org/reports/tides-2026';
const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 100, postTime: daysAgo(0), title: 'Harbour towns weigh the cost of rising tides', cita: `[1]: ${SOURCE}` });
const suite = browserSuite({ stories: 20, setup: (site) => ingest(site.testApp, [story]) });
const openTab = sharedTab(suite);

const HIDDEN = ['header.xn-header', 'footer.xn-footer', '.xn-breadcrumb', '.xn-related', '.xn-other-lists', '.xn-share', '.xn-text-size', '.xn-article-page button'];

const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'));

/** All the text of a PDF's pages, each line ending in a newline, as pdf.js lays it out. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/**
 * A PDF's text two ways. Words: every run of white space one space, for prose that wraps where the
 * page width has it (a title over two lines). Lines: joined where they break, for an address that
 * print.css lets break anywhere (overflow-wrap) and that has no space of its own to lose.
 */
function printed(text: string): { words: string; lines: string } {
  return { words: text.replace(/\s+/g, ' '), lines: text.replace(/\s*\n\s*/g, '') };
}

/** A text among the words, whatever its case: the footer's headings are upper-cased by CSS. */
const has = (words: string, text: string) => words.toLowerCase().includes(text.toLowerCase());

/**
 * What the navigation says around the story, from the English messages: the header's sign-in and
 * colour scheme, the category names of the header and footer lists (but the story's own, World,
 * which its breadcrumb names), the footer's pages, headings, newsletter box and copyright, and on
 * the article its tools, related block and other lists. None belongs on paper.
 */
function navigationTexts(kind: string): string[] {
  const { config, translations } = suite.site.testApp.site;
  const { header, footer, news } = translations.en.navigations;
  const categories = [header.trending, header.politics, header.business, header.technology, header.entertainment, header.sports, header.health, header.lifestyle];
  const texts = [
    header.signIn, header.themeAuto, ...categories,
    footer.about, footer.contact, footer.terms, footer.privacy, footer.followUs, footer.archive, footer.newsletterPlaceholder, footer.newsletterButton,
    fill(footer.copyright, { siteName: config.siteName, year: new Date().getUTCFullYear() }),
  ];
  if (kind === 'brief') return [...texts, news.readFull];
  return [...texts, news.readBrief, news.sources, news.shareOnX, news.shareOnFacebook, news.textSize, news.textSizeDefault, news.textSizeLarger, news.relatedTitle, news.otherLists];
}

/** A page's PDF page sizes in points, from the MediaBox of each page object. */
function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

describe.each([
  ['article', () => articlePath('en', story.title, story.id)],
  ['brief', () => briefPath('en', story.title, story.id)],
])('a printed %s', (kind, path) => {
  it.each(['light', 'dark'] as const)('is the story, its sources and its address, black on white, in the %s scheme', async (theme) => {
    const { context, page } = await openTab(1280);
    await context.addCookies([{ name: 'xn_theme', value: theme, url: suite.site.baseUrl }]);
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
  });

  it('makes a PDF at A4 and at Letter with the story, its sources, its address and the date, and no navigation', async () => {
    const { page } = await openTab(1280);
    await gotoHydrated(page, `${suite.site.baseUrl}${path()}`);
    const address = (await page.locator('.xn-print-address').textContent()) ?? '';
    expect(address).toMatch(new RegExp(`${path().replaceAll('/', '\\/')}$`));
    const left = navigationTexts(kind);
    for (const [format, width, height] of [['A4', 595, 842], ['Letter', 612, 792]] as const) {
      // page.pdf prints, so Chromium fires beforeprint and the entry module sets the date: nothing
      // else fires it in this context (the test above fires it itself, as print media does not).
      const printedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
      const pdf = await page.pdf({ format });
      const sizes = pageSizes(pdf);
      expect(sizes.length, format).toBeGreaterThan(0);
      for (const [w, h] of sizes) {
        expect(Math.abs(w - width), format).toBeLessThan(2);
        expect(Math.abs(h - height), format).toBeLessThan(2);
      }
      const { words, lines } = printed(await pdfText(pdf));
      expect(words, `${format}: the title`).toContain(story.title);
      if (kind === 'article') expect(lines, `${format}: the source's address`).toContain(SOURCE);
      expect(lines, `${format}: the page's address`).toContain(address);
      expect(words, `${format}: the print date`).toContain(`· ${printedOn}`);
      for (const text of left) expect(has(words, text), `${format}: "${text}" printed`).toBe(false);
    }
    // The same page in screen media, as a PDF too (after the printed ones, which must set their own
    // date): each text is there to be left out, and the extractor finds it where it is.
    await page.emulateMedia({ media: 'screen' });
    const onScreen = printed(await pdfText(await page.pdf({ format: 'A4' })));
    for (const text of left) expect(has(onScreen.words, text), `"${text}" on screen`).toBe(true);
  });
});
