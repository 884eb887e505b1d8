import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshIp, insertNewUser, signInBrowser, type TestUser } from '../support/accounts';
import { button, field } from '../support/account-browser';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, newTestContext, sharedTab, WIDTHS } from '../support/browser';

/** Saving stories in Chromium (decision 019): the button's state and announcement, the saved page, sign-in on the way, and no JavaScript. */

const suite = browserSuite({ stories: 60 });
const openTab = sharedTab(suite);
const texts = () => suite.site.testApp.site.translations.en.reader;

const firstCard = (page: Page) => page.locator('main article.xn-story').first();
const saveOf = (scope: Locator) => scope.locator('.xn-save-button');
const storyIdOf = async (scope: Locator) => (await scope.locator('button[name="story"]').first().getAttribute('value')) ?? '';

async function storedSaves(user: TestUser): Promise<string[]> {
  const rows = await suite.site.testApp.db.query<{ story_id: string }>('SELECT story_id FROM saved_stories WHERE user_id = $1 ORDER BY saved_at DESC', [user.userId]);
  return rows.map((row) => row.story_id);
}

async function signedInPage(width: number, user: TestUser) {
  const watched = await openTab(width, 900, { clientIp: freshIp() });
  await signInBrowser(watched.context, suite.site.baseUrl, user);
  return watched;
}

describe('saving from a list, the saved page, removing', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('at %i px', async (width) => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await signedInPage(width, user);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/trending`);
    const card = firstCard(page);
    const id = await storyIdOf(card);
    const title = await card.locator('.xn-story-title').innerText();
    await expect(saveOf(card).getAttribute('aria-label')).resolves.toBe(`Save for later: ${title}`);
    await expect(saveOf(card).getAttribute('aria-pressed')).resolves.toBe('false');
    await saveOf(card).click();
    await card.locator('.xn-save-button[aria-pressed="true"]').waitFor();
    await expect(card.getByRole('status').innerText()).resolves.toBe(texts().announceSaved);
    expect(await storedSaves(user)).toEqual([id]);
    await expectAccessible(page);

    // In the header menu (the phone's behind the menu button), then the page.
    if (width < 1024) await page.getByRole('button', { name: suite.site.testApp.site.translations.en.navigations.header.menu }).click();
    await page.getByRole('link', { name: texts().savedTitle, exact: true }).click();
    await page.waitForURL('**/en/saved');
    await page.getByRole('heading', { name: texts().savedTitle, level: 1 }).waitFor();
    const savedCard = firstCard(page);
    await expect(savedCard.locator('.xn-story-title').innerText()).resolves.toBe(title);
    await savedCard.locator('.xn-save-button[aria-pressed="true"]').waitFor();
    await expectAccessible(page);
    await saveOf(savedCard).click();
    await savedCard.locator('.xn-save-button[aria-pressed="false"]').waitFor();
    await expect(savedCard.getByRole('status').innerText()).resolves.toBe(texts().announceRemoved);
    expect(await storedSaves(user)).toEqual([]);
    await page.reload();
    await page.getByText(texts().savedEmpty).waitFor();
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it('is never in the shared page: the HTML is the same signed in or out, and the saved page is private', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await signedInPage(WIDTHS.desktop, user);
    const saved = await watched.context.request.get(`${suite.site.baseUrl}/en/saved`);
    expect(saved.headers()['cache-control']).toBe('private, no-store');
    const list = await watched.context.request.get(`${suite.site.baseUrl}/en/news/list/world`);
    expect(list.headers()['cache-control']).toBe('private, no-cache');
    expect(await list.text()).not.toContain('aria-pressed="true"');
  });

  it('sends a signed-out reader to sign in, then back to the article with the story saved', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await openTab(WIDTHS.phone, 900, { clientIp: freshIp() });
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/trending`);
    await firstCard(page).locator('.xn-story-title a').click();
    await page.waitForURL('**/en/news/analysis/**');
    const articlePath = new URL(page.url()).pathname;
    const save = page.locator('.xn-article .xn-save-button');
    await save.waitFor();
    const id = await storyIdOf(page.locator('.xn-article'));
    await expectAccessible(page);
    await save.click();
    await page.waitForURL('**/en/user/login');
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL((url) => url.pathname === articlePath);
    await page.locator('.xn-article .xn-save-button[aria-pressed="true"]').waitFor();
    expect(await storedSaves(user)).toEqual([id]);
    expectNoProblems(watched);
  });
});

/** An English story of the demo set, saved for the user straight in the database. */
async function savedForUser(user: TestUser): Promise<{ id: string; title: string }> {
  const [story] = await suite.site.testApp.db.query<{ id: string; title: string }>(
    `SELECT s.id::text AS id, v.title FROM stories s JOIN story_versions v ON v.story_id = s.id WHERE v.lang = 'en' ORDER BY s.id LIMIT 1`,
  );
  if (!story) throw new Error('no English story');
  await suite.site.testApp.db.query('INSERT INTO saved_stories (user_id, story_id) VALUES ($1, $2)', [user.userId, story.id]);
  return story;
}

const LOGIN_BACK_TO_SAVED = '/en/user/login?return_path=%2Fen%2Fsaved';

describe('the saved page decides on the server (decision 019)', () => {
  it('without JavaScript: a signed-out visit lands on the login page, and once signed in the reader is back on the saved page with the story', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const story = await savedForUser(user);
    const context = await newTestContext(suite.browser, { javaScriptEnabled: false, viewport: { width: WIDTHS.phone, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } });
    const page = await context.newPage();
    const login = await page.goto(`${suite.site.baseUrl}/en/saved`);
    expect(login?.status()).toBe(200);
    expect(page.url()).toBe(`${suite.site.baseUrl}${LOGIN_BACK_TO_SAVED}`);
    await page.getByRole('heading', { name: 'Customers Login...', level: 1 }).waitFor();

    // The login form needs JavaScript: the reader signs in in this browser another way (as in
    // another tab), and opens the address they were sent to again, which brings them back.
    await signInBrowser(context, suite.site.baseUrl, user);
    const back = await page.goto(page.url());
    expect(back?.status()).toBe(200);
    expect(page.url()).toBe(`${suite.site.baseUrl}/en/saved`);
    const card = page.locator('main article.xn-story').filter({ hasText: story.title });
    await expect(card.count()).resolves.toBe(1);
    // Saved, and shown so from the server's HTML.
    await expect(saveOf(card).getAttribute('aria-pressed')).resolves.toBe('true');
    await context.close();
  });

  it('with JavaScript: the login page returns to its return_path, and the saved page hydrates from its HTML without asking the API again', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const story = await savedForUser(user);
    const watched = await openTab(WIDTHS.desktop, 900, { clientIp: freshIp() });
    const { page } = watched;
    // Nothing remembered in a cookie: the address alone says where to go.
    await gotoHydrated(page, `${suite.site.baseUrl}${LOGIN_BACK_TO_SAVED}`);
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL(`${suite.site.baseUrl}/en/saved`);
    await page.locator('main article.xn-story').filter({ hasText: story.title }).waitFor();

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, `${suite.site.baseUrl}/en/saved`);
    const card = page.locator('main article.xn-story').filter({ hasText: story.title });
    await card.locator('.xn-save-button[aria-pressed="true"]').waitFor();
    await afterNextFrames(page);
    expect(asked.filter((path) => path.startsWith('/api/public/users/me/saved'))).toEqual([]);
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});

describe('without JavaScript', () => {
  it('saves with the page’s save form and comes back to the page; signed out, it goes to sign in and the story is saved after', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const headers = { 'X-Forwarded-For': freshIp() };
    const context = await newTestContext(suite.browser, { javaScriptEnabled: false, viewport: { width: WIDTHS.phone, height: 900 }, extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/en/news/list/world`);
    const card = firstCard(page);
    const id = await storyIdOf(card);
    await saveOf(card).click();
    await page.waitForURL('**/en/user/login');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'pending_save')?.value).toBe(id);

    // The reader signs in (the login form needs JavaScript), and the page they come back to saves it.
    const withJs = await openTab(WIDTHS.phone, 900, { clientIp: freshIp() });
    await withJs.context.addCookies(cookies);
    await gotoHydrated(withJs.page, `${suite.site.baseUrl}/en/user/login`);
    await button(withJs.page, 'Login With Email').click();
    await field(withJs.page, 'Email').fill(user.email ?? '');
    await field(withJs.page, 'Password').fill(user.password);
    await button(withJs.page, 'Login').click();
    await withJs.page.waitForURL('**/en/news/list/world');
    await withJs.page.locator(`article.xn-story:has(button[name="story"][value="${id}"]) .xn-save-button[aria-pressed="true"]`).waitFor();
    expect(await storedSaves(user)).toEqual([id]);
    expectNoProblems(withJs);

    // Signed in, the form saves at once and comes back.
    await signInBrowser(context, suite.site.baseUrl, user);
    await page.goto(`${suite.site.baseUrl}/en/news/list/world`);
    const second = page.locator('main article.xn-story').nth(1);
    const secondId = await storyIdOf(second);
    await saveOf(second).click();
    await page.waitForURL('**/en/news/list/world');
    expect(await storedSaves(user)).toEqual([secondId, id]);
    await context.close();
  });
});
