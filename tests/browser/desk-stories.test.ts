import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import type { LangCode } from '../../shared/languages';
import { deskStoryPath } from '../../shared/routes';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { freshIp } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, type WatchedPage, WIDTHS } from '../support/browser';
import { TEST_OPS_TOKEN } from '../support/desk';
import { signInStaffBrowser } from '../support/desk-browser';
import { ingest } from '../support/ingest';

/* The desk's story list (decision 033) in Chromium: newest ingested first, filters kept in the address, paging, the keyboard, axe. */

const world = newsItem({ title: 'Ceasefire talks resume in Geneva', type: 'world', subtype: 'War' });
const withdrawn = newsItem({ title: 'Harbour quinquireme dispute', type: 'business', subtype: 'Economy' });
const french = newsItem({ lang: 'fr', title: 'La grève des cheminots est levée', type: 'business', subtype: 'Economy' });
const markets = newsItem({ title: 'Markets rally on quarterly figures', type: 'business', subtype: 'Markets' });
/** Ingested one at a time, so that each is newer than the one before: the list shows them last first. */
const OURS = [world, withdrawn, french, markets];
const DEMO_STORIES = 30;
const TOTAL = DEMO_STORIES + OURS.length;

const suite = browserSuite({
  stories: DEMO_STORIES,
  app: { opsToken: TEST_OPS_TOKEN },
  async setup(site) {
    for (const item of OURS) await ingest(site.testApp, [item]);
    await ingest(site.testApp, [translated(markets, 'cn', '股市因季度数据上涨')]);
    const response = await request(site.testApp.app).post(DESK_API.withdraw(withdrawn.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).send({ reason: 'legal', note: 'A court order' });
    expect(response.status).toBe(200);
  },
});
const openTab = sharedTab(suite);
const texts = (lang: LangCode = 'en') => suite.site.testApp.site.translations[lang].desk.stories;

async function editorAt(width: number): Promise<WatchedPage> {
  const watched = await openTab(width, 900, { clientIp: freshIp() });
  await signInStaffBrowser(watched.context, suite.site, 'editor');
  return watched;
}

/** The titles of the table's rows, in order, once the table shows `count` of them. */
async function titlesWhenShown(watched: WatchedPage, count: number, lang: LangCode = 'en'): Promise<string[]> {
  await watched.page.getByRole('status').filter({ hasText: texts(lang).shown.replace('{count}', String(count)) }).waitFor();
  return watched.page.locator('.xn-desk-table tbody th').allInnerTexts();
}

/** Waits for the table's first row to be this story's, as it is once the list for a new address has loaded. */
async function firstRowIs(watched: WatchedPage, title: string): Promise<void> {
  await watched.page.locator('.xn-desk-table tbody tr').first().locator('th', { hasText: title }).waitFor();
}

/** Applies the form from its button and waits for the address to carry `query`. */
async function apply(watched: WatchedPage, query: string): Promise<void> {
  await watched.page.getByRole('button', { name: texts().apply }).click();
  await watched.page.waitForURL((url) => url.search === `?${query}`);
}

describe('the desk’s story list', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('shows an editor every story newest ingested first, a page at a time, at %i px', async (width) => {
    const watched = await editorAt(width);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/desk`);
    await watched.page.getByRole('heading', { level: 1, name: texts().title }).waitFor();
    const first = await titlesWhenShown(watched, 25);
    expect(first.slice(0, 4)).toEqual([markets.title, french.title, withdrawn.title, world.title]);
    const row = (title: string) => watched.page.locator('.xn-desk-table tbody tr').filter({ hasText: title });
    await expect(row(withdrawn.title).locator('.xn-desk-badge').allInnerTexts()).resolves.toEqual([`Withdrawn: ${texts().reasonLegal}`]);
    await expect(row(markets.title).locator('.xn-desk-langs li').allInnerTexts()).resolves.toEqual(['English', '简体中文']);
    // A live story links to its public article; a withdrawn one has none.
    const publicLink = row(markets.title).getByRole('link', { name: new RegExp(`^${texts().publicLink}\\W+${markets.title}$`) });
    await expect(publicLink.getAttribute('href')).resolves.toMatch(new RegExp(`^/en/news/analysis/.*${markets.id}$`));
    await expect(row(withdrawn.title).getByRole('link', { name: new RegExp(`^${texts().publicLink}`) }).count()).resolves.toBe(0);
    await expectAccessible(watched.page);

    await watched.page.getByRole('button', { name: texts().more }).click();
    const all = await titlesWhenShown(watched, TOTAL);
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all).size).toBe(TOTAL);
    expect(all.slice(0, 25)).toEqual(first);
    // The focus goes on to the first story of the new page; the last page has no "More stories".
    await expect(watched.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(all[25]);
    await expect(watched.page.getByRole('button', { name: texts().more }).count()).resolves.toBe(0);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });

  it('narrows the list by category, status, language and words, each kept in the address, and Back goes to the list before', async () => {
    const watched = await editorAt(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk`);
    await titlesWhenShown(watched, 25);

    await page.getByLabel(texts().category, { exact: true }).selectOption('world');
    await apply(watched, 'category=world');
    await firstRowIs(watched, world.title);
    const worldTitles = await page.locator('.xn-desk-table tbody th').allInnerTexts();
    expect(worldTitles[0]).toBe(world.title);
    expect(worldTitles).not.toContain(markets.title);

    await page.getByLabel(texts().category, { exact: true }).selectOption('');
    await page.getByLabel(texts().status, { exact: true }).selectOption('withdrawn');
    await apply(watched, 'status=withdrawn');
    expect(await titlesWhenShown(watched, 1)).toEqual([withdrawn.title]);

    await page.getByLabel(texts().status, { exact: true }).selectOption('');
    await page.getByLabel(texts().language, { exact: true }).selectOption('fr');
    await apply(watched, 'lang=fr');
    await firstRowIs(watched, french.title);
    const frenchTitles = await page.locator('.xn-desk-table tbody th').allInnerTexts();
    // The newest story with a French version; the newer one in English and Chinese is left out.
    expect(frenchTitles[0]).toBe(french.title);
    expect(frenchTitles).not.toContain(markets.title);

    await page.getByLabel(texts().language, { exact: true }).selectOption('');
    await page.getByLabel(texts().search, { exact: true }).fill('quinquireme');
    await apply(watched, 'q=quinquireme');
    expect(await titlesWhenShown(watched, 1)).toEqual([withdrawn.title]);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?lang=fr');
    await expect(page.getByLabel(texts().language, { exact: true }).inputValue()).resolves.toBe('fr');
    await expect(page.getByLabel(texts().search, { exact: true }).inputValue()).resolves.toBe('');
    expectNoProblems(watched);
  });

  it('says what is wrong with a filter: dates the wrong way round, a value the API refuses, nothing found', async () => {
    const watched = await editorAt(WIDTHS.phone);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk?from=2026-02-01&to=2026-01-01`);
    await page.getByRole('alert').filter({ hasText: texts().datesReversed }).waitFor();
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk?category=weather`);
    await page.getByRole('alert').filter({ hasText: texts().invalidFilter.replace('{field}', texts().category) }).waitFor();
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk?q=zyzzyvaquark`);
    await page.getByRole('status').filter({ hasText: texts().empty }).waitFor();
    await expectAccessible(page);
    expectNoProblems(watched, [/status of 400/]);
  });

  it('is used from the keyboard alone: the form is filled and sent, and a story opened', async () => {
    const watched = await editorAt(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk`);
    await titlesWhenShown(watched, 25);
    const focusOn = async (target: ReturnType<typeof page.getByRole>) => {
      for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
      await expect(target.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    };
    await focusOn(page.getByRole('searchbox', { name: texts().search }));
    await page.keyboard.type('quinquireme');
    await focusOn(page.getByRole('button', { name: texts().apply }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '?q=quinquireme');
    expect(await titlesWhenShown(watched, 1)).toEqual([withdrawn.title]);
    await focusOn(page.getByRole('link', { name: withdrawn.title }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === deskStoryPath('en', withdrawn.id));
  });

  it('speaks the page’s language: /cn/desk at 375 px', async () => {
    const watched = await editorAt(WIDTHS.phone);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/cn/desk?status=withdrawn`);
    await page.getByRole('heading', { level: 1, name: texts('cn').title }).waitFor();
    expect(await titlesWhenShown(watched, 1, 'cn')).toEqual([withdrawn.title]);
    await expect(page.locator('.xn-desk-table caption').innerText()).resolves.toBe(texts('cn').caption);
    await expect(page.locator('.xn-desk-badge').allInnerTexts()).resolves.toEqual([texts('cn').badgeWithdrawn.replace('{reason}', texts('cn').reasonLegal)]);
    await expect(page.getByLabel(texts('cn').status, { exact: true }).inputValue()).resolves.toBe('withdrawn');
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});
