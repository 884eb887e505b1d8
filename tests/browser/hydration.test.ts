import { describe, expect, it } from 'vitest';
import { LATE_LOAD_MS } from '../../shared/entry-loads';
import { FOLLOWS_API } from '../../shared/follows';
import { PASSKEY_API } from '../../shared/passkeys';
import { SAVED_API } from '../../shared/saved-stories';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { insertFollow } from '../../server/db/accounts/follows';
import { freshIp, insertNewUser, signInBrowser } from '../support/accounts';
import { afterNextFrames, browserSuite, expectNoProblems, gotoHydrated, openPage, waitForHydration, WIDTHS } from '../support/browser';

// React's development build: its hydration, key and nesting warnings become failures here. The
// other browser files run the production client readers get, where a hydration mismatch is
// still an error in the console.
const CLIENT = 'client-dev';
const suite = browserSuite({ app: { client: CLIENT } });

/** The module that hydrates the page (the entry imports it) and a page module's own chunk, as the browser tests' build names them. */
function hydratingChunks(pageModule: string): { hydrating: string; pageChunk: string } {
  const { modules } = loadAssetManifest(CLIENT);
  const hydrating = modules['client/hydrate-page.tsx']?.[0];
  const pageChunk = modules[pageModule]?.[0];
  if (!hydrating || !pageChunk) throw new Error(`the client's manifest has no chunk for client/hydrate-page.tsx or ${pageModule}`);
  return { hydrating, pageChunk };
}

describe('server rendering and hydration', () => {
  it.each(Object.entries(WIDTHS))('hydrates a list page at %s width without warnings or refetching its data', async (_name, width) => {
    const watched = await openPage(suite.browser, width);
    const apiCalls: string[] = [];
    watched.page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    // Hydrated, and drawn since: a fetch the hydrated page started would have been asked for by now.
    await afterNextFrames(watched.page);
    expect(response?.status()).toBe(200);
    // The server's HTML already holds the stories; the hydrated page fetched none of them again.
    const serverHtml = await response?.text();
    expect(serverHtml).toContain('<html lang="en"');
    expect(apiCalls).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('fetches the entry module once, from its script, at low priority, so that the stylesheet and the images go first', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    const cdp = await watched.context.newCDPSession(watched.page);
    await cdp.send('Network.enable');
    const entryFetches: { priority: string; initiator: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (/\/assets\/entry-client-[^/]+\.js$/.test(event.request.url)) entryFetches.push({ priority: event.request.initialPriority, initiator: event.initiator.type });
    });
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    // The entry is its own preload, fetched once by the parser at low priority (document-html.ts).
    expect(entryFetches).toEqual([{ priority: 'Low', initiator: 'parser' }]);
    expectNoProblems(watched);
    await cdp.detach();
    await watched.context.close();
  });

  it('fetches the code that hydrates the page once the page has loaded, and then hydrates it', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const { hydrating, pageChunk } = hydratingChunks('client/pages/news-list/NewsListPage.tsx');
    const timing = await watched.page.evaluate(
      (names) => {
        const startOf = (url: string) => performance.getEntriesByName(new URL(url, location.href).href)[0];
        const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
        return {
          loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          entryEnd: (startOf(entry) as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN,
          starts: names.map((name) => startOf(name)?.startTime ?? Number.NaN),
        };
      },
      [hydrating, pageChunk],
    );
    expect(timing.loadEventStart).toBeGreaterThan(0);
    // After the load event; on a machine so busy that it comes late, LATE_LOAD_MS after the entry ran at the earliest.
    const earliest = Math.min(timing.loadEventStart, timing.entryEnd + LATE_LOAD_MS);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(earliest);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates a page whose load event is held back by an image that never arrives', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    await watched.page.route('**/media/**', () => {
      // Never answered: the image, and with it the load event, never arrive.
    });
    await watched.page.goto(`${suite.site.baseUrl}/en/news/list/world`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(watched.page);
    // Hydrated without the load event (LATE_LOAD_MS after the entry ran).
    expect(await watched.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart)).toBe(0);
    await watched.context.close();
  });

  it('navigates on the client with the same query hooks, without a full load', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const documents: string[] = [];
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const listCall = watched.page.waitForRequest((request) => request.url().includes('/api/public/xnews/list') && request.url().includes('type=trending'));
    await watched.page.locator('header a[href="/en/news/list/trending"]').first().click();
    await listCall;
    await watched.page.waitForURL('**/en/news/list/trending');
    expect(documents).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates a signed-in reader’s own pages from their HTML, without warnings or asking again for what they show (decision 019)', async () => {
    const { db } = suite.site.testApp;
    const user = await insertNewUser(db, { name: 'Hy Drate' });
    const [story] = await db.query<{ id: string }>(`SELECT story_id AS id FROM story_versions WHERE lang = 'en' ORDER BY story_id LIMIT 1`);
    await db.query('INSERT INTO saved_stories (user_id, story_id) VALUES ($1, $2)', [user.userId, story?.id]);
    await insertFollow(db, user.userId, 'world', null);
    const watched = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    // What each page leaves to the browser: the header's call for what the reader follows (its For
    // you link), made once hydrated on every page, as it shows who is signed in; on the profile,
    // the saved ids every page asks for its save buttons (the lists bring theirs, as their cards
    // show them), and the passkeys, whose dates are in the reader's time zone.
    const shown: [path: string, selector: string, leftToTheBrowser: string[]][] = [
      ['/en/saved', 'main .xn-save-button[aria-pressed="true"]', [FOLLOWS_API.list]],
      ['/en/news/list/foryou', 'main article.xn-story', [FOLLOWS_API.list]],
      ['/en/profile', 'main dl.xn-profile-details', [FOLLOWS_API.list, SAVED_API.ids, PASSKEY_API.mine]],
    ];
    for (const [path, selector, leftToTheBrowser] of shown) {
      const calls: string[] = [];
      const record = (request: { url(): string }) => {
        const { pathname } = new URL(request.url());
        if (/^\/(?:api|user)\//.test(pathname)) calls.push(pathname);
      };
      watched.page.on('request', record);
      const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await watched.page.locator(selector).first().waitFor();
      await afterNextFrames(watched.page);
      watched.page.off('request', record);
      expect(calls.filter((call) => !leftToTheBrowser.includes(call)), path).toEqual([]);
    }
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates every kind of page without a warning from React\'s development build', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const article = new URL((await watched.page.locator('.xn-story-title a').first().getAttribute('href')) ?? '', suite.site.baseUrl).pathname;
    const brief = article.replace('/news/analysis/', '/news/analysis/brief/');
    const pages = [
      article, brief, '/cn/news/list/trending', '/tw/news/list/world', '/en/news/archive', '/es/news/archive/category/world', '/en/search?q=world', '/fr/corrections',
      '/fr/about/AboutUS', '/en/about/contact', '/en/about/privacy', '/en/user/login', '/en/user/signup', '/en/newsletter', '/en/news/list/world/no-such-subtype',
    ];
    for (const path of pages) {
      const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
      expect(response?.status(), path).toBeLessThan(500);
    }
    // Hydration mismatches, missing keys and bad nesting are console errors and warnings in this build.
    expectNoProblems(watched, [/status of 404/]);
    await watched.context.close();
  });
});
