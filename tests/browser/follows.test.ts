import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshIp, insertNewUser, signInBrowser, type TestUser } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';

/** Following a category and a subcategory from their lists, and For you, in Chromium (decision 019). */

const suite = browserSuite();
const texts = () => suite.site.testApp.site.translations.en.reader;
const header = () => suite.site.testApp.site.translations.en.navigations.header;

async function follows(user: TestUser): Promise<string[]> {
  const rows = await suite.site.testApp.db.query<{ topic: string }>(`SELECT category || '/' || coalesce(subcategory, '') AS topic FROM follows WHERE user_id = $1 ORDER BY 1`, [user.userId]);
  return rows.map((row) => row.topic);
}

const followButton = (page: Page) => page.locator('.xn-list-head .xn-follow-button');

async function openMenu(page: Page, width: number) {
  if (width < 1024) await page.getByRole('button', { name: header().menu }).click();
}

describe('following and For you', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('at %i px', async (width) => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInBrowser(watched.context, suite.site.baseUrl, user);

    // Nothing followed: For you is not in the menu, and its page links to the categories.
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/foryou`);
    await page.getByText(texts().forYouEmpty).waitFor();
    await expect(page.getByRole('navigation', { name: texts().categories }).getByRole('link', { name: 'World', exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);
    await openMenu(page, width);
    await page.getByRole('link', { name: texts().savedTitle, exact: true }).waitFor();
    await expect(page.getByRole('link', { name: texts().forYouTitle, exact: true }).count()).resolves.toBe(0);

    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world`);
    await expect(followButton(page).getAttribute('aria-label')).resolves.toBe('Follow World');
    await expect(followButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
    await followButton(page).click();
    await page.locator('.xn-list-head .xn-follow-button[aria-pressed="true"]').waitFor();
    await expect(page.locator('.xn-list-head').getByRole('status').innerText()).resolves.toBe('You now follow World. Its stories appear in For you.');
    expect(await follows(user)).toEqual(['world/']);
    await expectAccessible(page);

    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/sports/Tennis`);
    await followButton(page).click();
    await page.locator('.xn-list-head .xn-follow-button[aria-pressed="true"]').waitFor();
    expect(await follows(user)).toEqual(['sports/Tennis', 'world/']);

    // For you: in the menu now, with the featured card and the stories of both, best first.
    await openMenu(page, width);
    await page.getByRole('link', { name: texts().forYouTitle, exact: true }).click();
    await page.waitForURL('**/en/news/list/foryou');
    const featured = page.locator('main article.xn-story-featured');
    await featured.waitFor();
    const kickers = await page.locator('main article.xn-story .xn-story-kicker a').allTextContents();
    expect(kickers.length).toBeGreaterThan(1);
    const worldSubtypes = new Set(['Climate', 'Development', 'Disaster', 'Elections', 'Genocide', 'Geopolitics', 'Human Rights', 'Immigration', 'International', 'Journalism', 'Terrorism', 'Trade', 'War', 'Wildlife', 'World']);
    expect(kickers.filter((kicker) => kicker !== 'Tennis' && !worldSubtypes.has(kicker))).toEqual([]);
    await expectAccessible(page);

    // Infinite scroll: the second-to-last card brings the next page.
    const before = await page.locator('main article.xn-story').count();
    await page.locator('main article.xn-story').last().scrollIntoViewIfNeeded();
    await page.waitForFunction((count) => document.querySelectorAll('main article.xn-story').length > count, before);

    // Unfollowing from the list takes the button back.
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world`);
    await page.locator('.xn-list-head .xn-follow-button[aria-pressed="true"]').waitFor();
    await followButton(page).click();
    await page.locator('.xn-list-head .xn-follow-button[aria-pressed="false"]').waitFor();
    expect(await follows(user)).toEqual(['sports/Tennis']);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('keeps the list pages shared: the button is the same for every reader in the HTML, and For you is private', async () => {
    const anonymous = await fetch(`${suite.site.baseUrl}/en/news/list/world`);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(await anonymous.text()).toContain('aria-pressed="false"');
    // Signed out, it is the way to sign in (decision 019), private too.
    const forYou = await fetch(`${suite.site.baseUrl}/en/news/list/foryou`, { redirect: 'manual' });
    expect(forYou.status).toBe(302);
    expect(forYou.headers.get('location')).toBe('/en/user/login?return_path=%2Fen%2Fnews%2Flist%2Fforyou');
    expect(forYou.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a signed-out reader who presses Follow to sign in', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/health`);
    await followButton(watched.page).click();
    await watched.page.waitForURL('**/en/user/login');
    expectNoProblems(watched);
    await watched.context.close();
  });
});
