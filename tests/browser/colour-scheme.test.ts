import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../shared/reading-preferences';
import { archiveLandingPath, articlePath, briefPath, listPath, loginPath, newsletterPath, profilePath, searchPath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { insertNewUser, signInBrowser } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, newTestContext, sharedTab, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';

/**
 * Decision 039: the colour scheme, light, dark or the system's, chosen from the header with or
 * without JavaScript, drawn by the server from the first paint, kept across pages, and legible
 * (axe, contrast included) on every kind of page in both schemes.
 */

const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 100, postTime: daysAgo(0), title: 'Harbour towns weigh the cost of rising tides' });
const suite = browserSuite({ stories: 20, setup: (site) => ingest(site.testApp, [story]) });
const openTab = sharedTab(suite);

/** The page's background as the palette draws it (client/styles/base.css). */
const BACKGROUND: Record<Theme, string> = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 20, 23)' };
const OTHER: Record<Theme, Theme> = { light: 'dark', dark: 'light' };

const url = (path: string) => `${suite.site.baseUrl}${path}`;
/**
 * The body's background as first painted: once the stylesheet, which blocks rendering, has
 * arrived. DOMContentLoaded alone can come before it on a busy machine, when nothing is painted yet.
 * Asked again from here, not polled in the page: with JavaScript off, the page runs no timers,
 * and a first look that came too early was never repeated.
 */
async function background(page: Page): Promise<string> {
  const styled = () => page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/') ?? false));
  await expect.poll(styled, { timeout: 30_000 }).toBe(true);
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
const themeChoice = (page: Page, name: string) => page.locator('header .xn-theme .xn-pick__menu').getByRole('link', { name, exact: true });

/** A context of its own whose system prefers `system`, without or with JavaScript, with a chosen scheme in its cookie or none. */
async function ownTab(options: { system: Theme; javaScript: boolean; chosen?: Theme }) {
  const context = await newTestContext(suite.browser, { viewport: { width: WIDTHS.desktop, height: 900 }, colorScheme: options.system, javaScriptEnabled: options.javaScript });
  if (options.chosen) await context.addCookies([{ name: 'xn_theme', value: options.chosen, url: suite.site.baseUrl }]);
  return { context, page: await context.newPage() };
}

/** The file's tab, its system preferring `theme` and `theme` chosen in its cookie. */
async function tabIn(theme: Theme) {
  const { context, page } = await openTab(WIDTHS.desktop);
  await page.emulateMedia({ colorScheme: theme });
  await context.addCookies([{ name: 'xn_theme', value: theme, url: suite.site.baseUrl }]);
  return { context, page };
}

/** Opens the header's colour scheme choice and takes one. */
async function choose(page: Page, name: string): Promise<void> {
  await page.locator('header .xn-theme summary').click();
  await themeChoice(page, name).click();
}

describe('the first paint', () => {
  it.each([
    ['light', true],
    ['dark', true],
    ['light', false],
    ['dark', false],
  ] as const)('is %s when chosen, against the system\'s preference, JavaScript %s', async (chosen, javaScript) => {
    const { context, page } = await ownTab({ system: OTHER[chosen], javaScript, chosen });
    await page.goto(url(listPath('en', 'world')), { waitUntil: 'domcontentloaded' });
    expect(await background(page)).toBe(BACKGROUND[chosen]);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('follows a %s system when nothing is chosen, in the page every anonymous reader shares', async (system) => {
    const { context, page } = await ownTab({ system, javaScript: false });
    await page.goto(url(listPath('en', 'world')), { waitUntil: 'domcontentloaded' });
    expect(await background(page)).toBe(BACKGROUND[system]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    await context.close();
  });
});

describe('the header\'s choice', () => {
  it('works without JavaScript, through the server, and holds on the next pages', async () => {
    const { context, page } = await ownTab({ system: 'light', javaScript: false });
    await page.goto(url(listPath('en', 'world')));
    await choose(page, 'Dark');
    await page.waitForURL(url(listPath('en', 'world')));
    expect(await background(page)).toBe(BACKGROUND.dark);
    await page.goto(url(articlePath('en', story.title, story.id)));
    expect(await background(page)).toBe(BACKGROUND.dark);
    await expect(page.locator('header .xn-theme summary').getAttribute('aria-label')).resolves.toBe('Colour scheme: Dark');
    await choose(page, 'Automatic');
    await page.waitForURL(url(articlePath('en', story.title, story.id)));
    expect(await background(page)).toBe(BACKGROUND.light);
    expect((await context.cookies()).some((cookie) => cookie.name === 'xn_theme')).toBe(false);
    await context.close();
  });

  it('changes the page at once with JavaScript, without a reload, and holds on the next pages', async () => {
    const watched = await openTab(WIDTHS.phone);
    const { page, context } = watched;
    await gotoHydrated(page, url(listPath('en', 'world')));
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await choose(page, 'Dark');
    await expect.poll(() => background(page)).toBe(BACKGROUND.dark);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === 'xn_theme')?.value).toBe('dark');
    await gotoHydrated(page, url(articlePath('en', story.title, story.id)));
    expect(await background(page)).toBe(BACKGROUND.dark);
    await choose(page, 'Light');
    await expect.poll(() => background(page)).toBe(BACKGROUND.light);
    expectNoProblems(watched);
  });
});

const PAGES: Record<string, string> = {
  list: listPath('en', 'world'),
  article: articlePath('en', story.title, story.id),
  brief: briefPath('en', story.title, story.id),
  archive: archiveLandingPath('en'),
  search: searchPath('en', { q: 'harbour' }),
  login: loginPath('en'),
  newsletter: newsletterPath('en'),
  'not found': '/en/no-such-page',
};

describe.each(['light', 'dark'] as const)('every page in %s', (theme) => {
  it.each(Object.entries(PAGES))('is legible on the %s page', async (_name, path) => {
    const { page } = await tabIn(theme);
    await gotoHydrated(page, url(path));
    expect(await background(page)).toBe(BACKGROUND[theme]);
    await expectAccessible(page);
  });

  it('is legible on a signed-in reader\'s profile', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const { context, page } = await tabIn(theme);
    await signInBrowser(context, suite.site.baseUrl, user);
    await gotoHydrated(page, url(profilePath('en')));
    expect(await background(page)).toBe(BACKGROUND[theme]);
    await expectAccessible(page);
  });
});
