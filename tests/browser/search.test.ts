import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../server/site/load-site';
import { articlePath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { BROWSER_WAIT_MS, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, newTestContext, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';

/** Search in Chromium: the header's combobox by keyboard, the results page, with and without JavaScript. */

const texts = loadSite('xnews').translations;
const stories = Array.from({ length: 3 }, (_, index) =>
  newsItem({ title: `Xylophonist number ${index + 1} wins the prize`, summary: 'The xylophonist played at dawn.', postTime: daysAgo(index + 1), trendingScore: 90 - index }),
);
const chinese = newsItem({ lang: 'cn', title: '鸭嘴兽重返澳洲河流', summary: '研究人员记录到鸭嘴兽。', news: '正文。' });
const suite = browserSuite({ stories: 60, setup: (site) => ingest(site.testApp, [...stories, chinese]) });
const openTab = sharedTab(suite);

let network = 0;
async function load(width: number, path: string): Promise<WatchedPage> {
  network += 1;
  const watched = await openTab(width, 900, { clientIp: `10.9.0.${network}` });
  const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return watched;
}

const field = (page: Page, lang: keyof typeof texts = 'en') => page.locator('header').getByRole('combobox', { name: texts[lang].search.inputLabel });
const options = (page: Page) => page.locator('header').getByRole('listbox').getByRole('option');

describe('the header search', () => {
  it('at 1280 px: a labelled field; typing shows suggestions that the arrows, Enter and Escape work', async () => {
    const watched = await load(WIDTHS.desktop, '/en/news/list/trending');
    const { page } = watched;
    await expect.poll(() => field(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab'); // the skip link first
    await field(page).focus();
    await page.keyboard.type('xylo');
    await expect.poll(() => options(page).count(), { timeout: BROWSER_WAIT_MS }).toBe(3);
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await field(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe(stories[1]?.title);
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => field(page).getAttribute('aria-expanded')).toBe('false');
    expect(await options(page).count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options(page).count(), { timeout: BROWSER_WAIT_MS }).toBe(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${articlePath('en', stories[0]?.title ?? '', stories[0]?.id ?? '')}`, { timeout: BROWSER_WAIT_MS });
    expectNoProblems(watched);
  });

  it('at 1280 px: Enter without a chosen suggestion searches, and the results page marks the words', async () => {
    const watched = await load(WIDTHS.desktop, '/en/news/list/trending');
    const { page } = watched;
    await field(page).fill('xylophonist');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/search?q=xylophonist', { timeout: BROWSER_WAIT_MS });
    await expect.poll(() => page.locator('.xn-results > li').count(), { timeout: BROWSER_WAIT_MS }).toBe(3);
    expect(await page.locator('.xn-results h2 mark').first().textContent()).toBe('Xylophonist');
    expect(await page.locator('.xn-search-total').textContent()).toBe('3 results for “xylophonist”');
    await expectAccessible(page);
    // The order follows the select at once, in the address.
    await page.getByLabel(texts.en.search.order).selectOption('recent');
    await page.waitForURL('**/en/search?q=xylophonist&sort=recent', { timeout: BROWSER_WAIT_MS });
    expectNoProblems(watched);
  });

  it('at 375 px: a button opens the field; Chinese suggestions start from one character', async () => {
    const watched = await load(WIDTHS.phone, '/cn/news/list/trending');
    const { page } = watched;
    expect(await field(page, 'cn').isVisible()).toBe(false);
    // The submit button has the same name, but sits in the hidden form.
    const open = page.locator('header').getByRole('button', { name: texts.cn.search.open, exact: true }).and(page.locator('.xn-search-open'));
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'cn').isVisible()).toBe(true);
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('鴨');
    await expect.poll(() => options(page).count(), { timeout: BROWSER_WAIT_MS }).toBe(1);
    expect(await options(page).first().textContent()).toBe(chinese.title);
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});

describe('without JavaScript', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('at %i px, the search still works: the form submits, the phone button leads to the search page', async (width) => {
    const context = await newTestContext(suite.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.9.1.${width % 250}` } });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/en/news/list/trending`);
    if (width === WIDTHS.phone) {
      await page.locator('header a.xn-search-open').click();
      await page.waitForURL('**/en/search', { timeout: BROWSER_WAIT_MS });
      await page.locator('#xn-search-page-q').fill('xylophonist');
      await page.locator('#xn-search-page-q').press('Enter');
    } else {
      await page.locator('header input[name="q"]').fill('xylophonist');
      await page.locator('header input[name="q"]').press('Enter');
    }
    await page.waitForURL('**/en/search?q=xylophonist', { timeout: BROWSER_WAIT_MS });
    expect(await page.locator('.xn-results > li').count()).toBe(3);
    // The filters' own button sends the category and order.
    await page.getByLabel(texts.en.search.order).selectOption('recent');
    await page.getByRole('button', { name: texts.en.search.apply }).click();
    await page.waitForURL('**/en/search?q=xylophonist&type=&sort=recent', { timeout: BROWSER_WAIT_MS });
    expect(await page.locator('.xn-results > li h2').first().textContent()).toBe(stories[0]?.title);
    await context.close();
  });
});
