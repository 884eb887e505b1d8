import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../server/site/load-site';
import { LANG_COOKIE } from '../../shared/constants';
import { HREFLANG, LANGUAGE_NAMES, type LangCode } from '../../shared/languages';
import {
  aboutPath, archiveCategoryPath, archiveLandingPath, archiveMonthPath, articlePath, briefPath, contactPath, loginPath,
  newsletterPath, newsletterSentPath, notFoundPath, policyPath, profilePath, resetPath, searchPath, signupPath, trendingPath,
} from '../../shared/routes';
import type { NewsItem } from '../../shared/types';
import { browserSuite, expectAccessible, gotoHydrated, newTestContext, sharedTab, waitForHydration, WIDTHS } from '../support/browser';

/**
 * The language switcher is links to the server's language route (decision 018), so it works with
 * and without JavaScript; the server sets the cookie; Traditional Chinese pages use Traditional faces.
 */
const suite = browserSuite({ stories: 120 });
const texts = (lang: LangCode) => loadSite('xnews').translations[lang].navigations.header;

const openTab = sharedTab(suite);

/**
 * With JavaScript, the file's tab; without, a context of its own (JavaScript is the context's).
 * `close` closes the latter and leaves the tab for the next test.
 */
async function open(width: number, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  if (javaScriptEnabled) {
    const { context, page } = await openTab(width);
    return { context, page, close: async () => undefined };
  }
  const context = await newTestContext(suite.browser, { viewport: { width, height: 900 }, deviceScaleFactor: 1, javaScriptEnabled });
  return { context, page: await context.newPage(), close: () => context.close() };
}

async function visit(page: Page, path: string, javaScriptEnabled: boolean): Promise<void> {
  const url = `${suite.site.baseUrl}${path}`;
  const response = javaScriptEnabled ? await gotoHydrated(page, url) : await page.goto(url, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
}

/** The disclosure's summary (Chromium exposes it as a disclosure button), named by the label and the language shown. */
const toggle = (page: Page, lang: LangCode) => page.locator(`header .xn-lang summary.xn-pick__toggle[aria-label="${texts(lang).language}: ${LANGUAGE_NAMES[lang]}"]`);
const choice = (page: Page, target: LangCode) => page.locator('header .xn-lang .xn-pick__menu').getByRole('link', { name: LANGUAGE_NAMES[target], exact: true });

/** Opens the switcher and follows the link to `target`; the next page's address is awaited. */
async function switchTo(page: Page, from: LangCode, target: LangCode, expectedPath: string): Promise<void> {
  await toggle(page, from).click();
  await expect.poll(() => choice(page, target).isVisible()).toBe(true);
  await Promise.all([page.waitForURL((url) => url.pathname + url.search === expectedPath), choice(page, target).click()]);
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
] as const)('switching language %s', (_name, javaScriptEnabled) => {
  it.each(Object.entries(WIDTHS).filter(([name]) => name !== 'tablet'))('at %s width keeps the path and query, sets the cookie and leads the root there', async (_width, width) => {
    const { context, page, close } = await open(width, javaScriptEnabled);
    await visit(page, '/en/news/list/world/Climate?page=1', javaScriptEnabled);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await switchTo(page, 'en', 'fr', '/fr/news/list/world/Climate?page=1');
    // One trip through the server's route, then the page: nothing else was loaded as a document.
    expect(documents).toEqual(['/fr/language', '/fr/news/list/world/Climate']);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await expect(toggle(page, 'fr').isVisible()).resolves.toBe(true);

    const cookie = (await context.cookies()).find((entry) => entry.name === LANG_COOKIE.name);
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', httpOnly: true });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(LANG_COOKIE.maxAgeSeconds - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(LANG_COOKIE.maxAgeSeconds);

    // The site root now leads to the remembered language, and the choice can be made again there.
    await page.goto(`${suite.site.baseUrl}/`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe(trendingPath('fr'));
    if (javaScriptEnabled) await waitForHydration(page);
    await switchTo(page, 'fr', 'tw', trendingPath('tw'));
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hant');
    await close();
  });
});

describe('the switcher', () => {
  it('names each language in its own script, marks the current one, and passes axe when open at both widths', async () => {
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      const { page } = await open(width, true);
      await visit(page, '/cn/news/list/world', true);
      await toggle(page, 'cn').click();
      const links = await page.locator('header .xn-lang .xn-pick__menu a').evaluateAll((all) =>
        all.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href'), link.getAttribute('aria-current')]),
      );
      expect(links).toEqual(
        (['en', 'cn', 'tw', 'es', 'fr'] as const).map((code) => [
          LANGUAGE_NAMES[code], HREFLANG[code], `/${code}/language?next=${encodeURIComponent(`/${code}/news/list/world`)}`, code === 'cn' ? 'true' : null,
        ]),
      );
      await expectAccessible(page);
    }
  });

  it('opens from the keyboard and Esc closes it, giving focus back to the toggle', async () => {
    const { page } = await open(WIDTHS.desktop, true);
    await visit(page, '/es/news/list/world', true);
    await toggle(page, 'es').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => choice(page, 'fr').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => choice(page, 'fr').isVisible()).toBe(false);
    await expect(toggle(page, 'es').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // A click elsewhere closes it too.
    await page.keyboard.press('Enter');
    await expect.poll(() => choice(page, 'fr').isVisible()).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => choice(page, 'fr').isVisible()).toBe(false);
  });
});

describe('Chinese type', () => {
  /** The first face of an element's font stack that names a Chinese script. */
  const chineseFace = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((element) => {
      const faces = getComputedStyle(element).fontFamily.split(',').map((face) => face.trim().replace(/"/g, ''));
      return faces.find((face) => /PingFang|YaHei|JhengHei|Noto Sans (SC|TC)/.test(face)) ?? null;
    });

  it('draws every page type of the tw edition in Traditional faces and of the cn edition in Simplified ones', async () => {
    const { page, close } = await open(WIDTHS.desktop, false);
    const pagesOf = async (lang: LangCode): Promise<string[]> => {
      const answer = await page.request.get(`${suite.site.baseUrl}/api/public/xnews/list?lang=${lang}&type=trending&page=1&size=1`);
      const [story] = (await answer.json()) as NewsItem[];
      const month = { year: new Date(story!.postTime * 1000).getUTCFullYear(), month: new Date(story!.postTime * 1000).getUTCMonth() + 1 };
      return [
        trendingPath(lang), articlePath(lang, story!.title, story!.id), briefPath(lang, story!.title, story!.id),
        archiveLandingPath(lang), archiveCategoryPath(lang, 'world'), archiveMonthPath(lang, 'world', month),
        aboutPath(lang), contactPath(lang), policyPath(lang, 'privacy'), policyPath(lang, 'terms'),
        loginPath(lang), signupPath(lang), resetPath(lang), profilePath(lang), notFoundPath(lang),
        searchPath(lang), `${searchPath(lang)}?q=${encodeURIComponent(story!.title.slice(0, 2))}`, newsletterPath(lang), newsletterSentPath(lang),
      ];
    };
    for (const [lang, face, foreign] of [['tw', 'PingFang TC', 'PingFang SC'], ['cn', 'PingFang SC', 'PingFang TC']] as const) {
      for (const path of await pagesOf(lang)) {
        // The load event, not DOMContentLoaded: the page runs no script before it, so the parser is
        // done before the stylesheet has arrived, and on a busy machine the faces read would be the browser's defaults.
        await page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'load' });
        await expect(page.locator('html').getAttribute('lang'), path).resolves.toBe(HREFLANG[lang]);
        for (const selector of ['body', 'main', 'header', 'footer']) await expect(chineseFace(page, selector), `${path} ${selector}`).resolves.toBe(face);
        // The switcher names the other script's edition in that script's faces.
        const other = lang === 'tw' ? 'cn' : 'tw';
        await expect(chineseFace(page, `header .xn-lang .xn-pick__menu a[lang="${HREFLANG[other]}"]`), path).resolves.toBe(foreign);
      }
    }
    await close();
  });
});
