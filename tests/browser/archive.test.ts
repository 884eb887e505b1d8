import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, isScriptRequest, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';
import { ingest } from '../support/ingest';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';

/** The archive in a real browser (spec §2): the landing's two steps, the month pages, client navigation, hydration. */

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const juneStorm = newsItem({ type: 'world', subtype: 'Disaster', postTime: at('2025-06-12T08:00:00Z'), title: 'Typhoon forces thousands to evacuate coast' });
const juneTalks = newsItem({ type: 'world', subtype: 'International', postTime: at('2025-06-20T15:00:00Z'), title: 'Trade talks resume after long pause' });

const suite = browserSuite({ setup: (site) => ingest(site.testApp, [juneStorm, juneTalks, translated(juneTalks, 'fr', 'Reprise des négociations commerciales')]) });
const openTab = sharedTab(suite);

const ARCHIVE_API = '/api/public/xnews/archive/';

function currentMonth() {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return { year, month, code: `${year}${String(month).padStart(2, '0')}` };
}

/** Requests for whole documents and for the API from now on: client navigation makes none of the first. */
function recordRequests(page: Page): { documents: string[]; api: string[] } {
  const seen = { documents: [] as string[], api: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.documents.push(request.url());
    if (request.url().includes('/api/') && isScriptRequest(request)) seen.api.push(request.url());
  });
  return seen;
}

function problemsExcept(watched: WatchedPage, expected: RegExp): string[] {
  return watched.problems.filter((problem) => !expected.test(problem));
}

/** Problems other than the console's note on each of the `documents` pages served with 404 on purpose. */
function problemsBesides404Documents(watched: WatchedPage, documents: number): string[] {
  const notes = watched.problems.filter((problem) => /status of 404/.test(problem));
  return [...problemsExcept(watched, /status of 404/), ...notes.slice(documents)];
}

describe('archive landing', () => {
  it('goes from the categories to the months and back, then to a month page, all on the client', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/archive`);
    const seen = recordRequests(page);
    const grid = page.locator('.xn-archive-grid a');
    expect(await grid.allTextContents()).toEqual(['Business', 'Entertainment', 'Health', 'Lifestyle', 'Politics', 'Sports', 'Technology', 'World']);

    // Step two: the months of World, from April 2025.
    await page.getByRole('link', { name: 'World', exact: true }).and(page.locator('.xn-archive-grid a')).click();
    await page.waitForURL('**/en/news/archive?category=world');
    await page.getByRole('link', { name: 'Back to Categories' }).waitFor();
    const months = await grid.allTextContents();
    expect(months[0]).toBe('April 2025');
    const now = currentMonth();
    const lastMonth = now.month === 1 ? { year: now.year - 1, month: 12 } : now;
    expect(months.at(-1)).toBe(new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(lastMonth.year, lastMonth.month - 1, 1)));
    // The new step's heading takes the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('World');

    // Back to step one, and the browser's Back button returns to step two.
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await page.waitForURL(/\/en\/news\/archive$/);
    await page.getByRole('heading', { name: 'Select a Category' }).waitFor();
    expect(await grid.count()).toBe(8);
    await page.goBack();
    await page.waitForURL('**/en/news/archive?category=world');
    await page.getByRole('link', { name: 'June 2025' }).click();

    await page.waitForURL('**/en/news/archive/category/world/202506');
    await page.locator('.xn-archive-item').first().waitFor();
    // The demo content has June stories too; ours are among them, newest first.
    const titles = await page.locator('.xn-archive-item-title').allTextContents();
    const talks = titles.indexOf('Trade talks resume after long pause');
    expect(talks).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('Typhoon forces thousands to evacuate coast')).toBeGreaterThan(talks);
    expect(await page.locator('.xn-archive-item-title').nth(talks).getAttribute('href')).toBe(`/en/news/analysis/${juneTalks.id}`);
    const times = await page.locator('.xn-archive-item time').evaluateAll((elements) => elements.map((element) => element.getAttribute('dateTime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time.startsWith('2025-06'))).toBe(true);
    expect(await page.locator('.xn-archive-month').textContent()).toBe('June 2025');
    expect(await page.title()).toBe('World · June 2025 · News Archive | xnews');
    expect(seen.documents).toEqual([]);
    expect(seen.api.filter((url) => url.includes(ARCHIVE_API))).toHaveLength(1);
    expectNoProblems(watched);
  });

  it('renders step two on the server and hydrates it unchanged after a reload', async () => {
    const watched = await openTab(WIDTHS.phone);
    const seen = recordRequests(watched.page);
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}/cn/news/archive?category=politics`);
    // Hydrated, and drawn since: a fetch the hydrated page started would have been asked for by now.
    await afterNextFrames(watched.page);
    expect(response?.status()).toBe(200);
    expect(await watched.page.locator('.xn-archive-grid a').first().textContent()).toBe('2025年4月');
    expect(seen.api).toEqual([]);
    expectNoProblems(watched);
  });
});

describe('category and month pages', () => {
  it('hydrates a French category page without fetching, with month names in French', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const seen = recordRequests(watched.page);
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}/fr/news/archive/category/world`);
    await afterNextFrames(watched.page);
    expect(response?.status()).toBe(200);
    const labels = await watched.page.locator('.xn-archive-grid a').allTextContents();
    expect(labels[0]).toBe('avril 2025');
    expect(labels.at(-1)).toBe(new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date()));
    expect(await watched.page.locator('.xn-archive-grid a').last().getAttribute('href')).toBe(`/fr/news/archive/category/world/${currentMonth().code}`);
    expect(seen.api).toEqual([]);
    expectNoProblems(watched);
  });

  it('hydrates a month page from the server data, then opens a month on the client with the loading text', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    const seen = recordRequests(page);
    await gotoHydrated(page, `${suite.site.baseUrl}/fr/news/archive/category/world/202506`);
    await afterNextFrames(page);
    expect(await page.locator('.xn-archive-item-title').allTextContents()).toContain('Reprise des négociations commerciales');
    expect(seen.api).toEqual([]);

    // Back to the months, then April on the client: the list request is held so the loading text shows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ARCHIVE_API}**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.xn-archive-back a').click();
    await page.waitForURL('**/fr/news/archive/category/world');
    await page.getByRole('link', { name: 'avril 2025' }).click();
    await page.waitForURL('**/fr/news/archive/category/world/202504');
    await page.getByRole('status').filter({ hasText: 'Chargement des archives...' }).waitFor();
    release();
    await page.getByText('Aucune actualité pour cette rubrique et ce mois.').waitFor();
    // One full load, the first; the rest happened on the client.
    expect(seen.documents).toEqual([`${suite.site.baseUrl}/fr/news/archive/category/world/202506`]);
    expectNoProblems(watched);
  });

  it('shows a failed fetch in red, in an alert', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/archive/category/health`);
    await page.route(`**${ARCHIVE_API}**`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"service_unavailable","message":"down"}' }));
    await page.getByRole('link', { name: 'May 2025' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'HTTP 503' });
    await alert.waitFor();
    const color = await alert.evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = color.match(/\d+/g)?.map(Number) ?? [];
    expect(red).toBeGreaterThan(green + 80);
    expect(red).toBeGreaterThan(blue + 80);
    expect(problemsExcept(watched, /status of 503/)).toEqual([]);
  });

  it('answers an invalid category and an invalid month code with their texts and 404', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    const category = await gotoHydrated(page, `${suite.site.baseUrl}/en/news/archive/category/cooking`);
    expect(category?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Invalid category' }).waitFor();
    const month = await gotoHydrated(page, `${suite.site.baseUrl}/tw/news/archive/category/world/2025`);
    expect(month?.status()).toBe(404);
    await page.getByRole('heading', { name: '彙整參數無效。' }).waitFor();
    expect(await page.locator('.xn-archive-detail code').textContent()).toBe('2025');
    expect(problemsBesides404Documents(watched, 2)).toEqual([]);
  });
});

describe('accessibility', () => {
  const pages = [
    '/en/news/archive',
    '/en/news/archive?category=world',
    '/cn/news/archive/category/world',
    '/en/news/archive/category/world/202506',
    '/en/news/archive/category/health/202504',
    '/en/news/archive/category/cooking',
  ];
  it.each([WIDTHS.phone, WIDTHS.desktop])('has no serious or critical axe violation at %i px', async (width) => {
    const watched = await openTab(width);
    for (const path of pages) {
      await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
      await expectAccessible(watched.page);
    }
    expect(problemsBesides404Documents(watched, 1)).toEqual([]);
  });
});
