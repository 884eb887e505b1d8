import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request, type Response as PageResponse } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { seedDemoMedia } from '../../demo/seed-demo-media';
import { keepAliveBehindBalancers } from '../../server/keep-alive';
import { FsMediaStore } from '../../server/services/media/fs-media-store';
import { openSeededDemoDatabase } from './seeded-demo-database';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp, type TestAppOptions } from './test-app';
import { TEST_DB_KIND } from './test-database';

/**
 * The run's Chromium (browser-server.ts), connected to for this test file. Closing what this
 * returns closes the file's contexts and disconnects; the browser goes on for the other files.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'), { timeout: BROWSER_WAIT_MS });
}

/**
 * Playwright's limit on every action, wait and navigation in a test page. Its own 30 s is short
 * on a shared machine under load; a wait that succeeds returns at once, so only a failure pays
 * it. Well under vitest's test timeout (vitest.config.ts), so that a failure names its wait.
 */
export const BROWSER_WAIT_MS = 45_000;

/** Every test context is made here, so that every page has the suite's limits. */
export async function newTestContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  return context;
}

/**
 * Until React has hydrated what main shows, the server's markup takes typing and clicks that
 * React never sees: a click submits a form natively, and hydration may empty a field typed in.
 * On a loaded machine hydration can end well after the network is idle, so a test that acts on
 * the page waits for this first: every element in main is React's own (but a markdown body's
 * server markup, which React keeps as it is).
 */
export async function waitForHydration(page: Page, timeout = BROWSER_WAIT_MS): Promise<void> {
  await page.waitForFunction(
    () => {
      const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const main = document.querySelector('main');
      return main !== null && owned(main) && Array.from(main.querySelectorAll('*')).every((element) => owned(element) || element.parentElement?.closest('[data-markdown-key]'));
    },
    undefined,
    { timeout },
  );
}

/**
 * Loads an address (`page.goto` until the load event) and then waits until React has taken the
 * page over (waitForHydration): what a test does next (a scroll, a click, typing) then reaches
 * React's handlers rather than the server's bare HTML, which on a busy machine can stay
 * unhydrated for seconds. Waiting for the load event costs nothing: a page's scripts are fetched
 * only once it has fired (decision 032), so hydration starts after it anyway. (A page whose load
 * event is held back hydrates without it, 3 s on: go there and call waitForHydration alone.)
 */
export async function gotoHydrated(page: Page, url: string): Promise<PageResponse | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/**
 * Two animation frames and a task in the page: it has drawn what the test just did (a scroll, a
 * wheel), so its intersection observers have answered and what they started has begun. A test
 * that shows something does not happen waits for this, never for a fixed time.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

export interface SiteUnderTest {
  testApp: TestApp;
  baseUrl: string;
  close(): Promise<void>;
}

export interface StartSiteOptions {
  /** Demo stories seeded before the site answers (400 unless told). */
  stories?: number;
  app?: TestAppOptions;
  /**
   * The host name of the address the browser uses (127.0.0.1 unless told); the site listens on
   * loopback either way. Passkeys need `localhost`: WebAuthn takes no IP address as relying party.
   */
  host?: 'localhost';
}

/**
 * The real app on its own database with demo content, listening on a free loopback port, which
 * is its public origin (mail links, sign-in callbacks); `app` sets further dependencies. Its
 * media store is the run's browser folder, unless `app` names one: keys are content hashes, so
 * the sites share it as several instances share a bucket (decision 035), and an image variant
 * one file's pages made is not encoded again for the next (AVIF, a fifth of a page-heavy file's time).
 */
export async function startSite(options: StartSiteOptions = {}): Promise<SiteUnderTest> {
  const server = createServer();
  // As the server keeps them: with Node's 5 s, a tab's API client (context.request) idle between
  // tests sent a request on a connection the server was closing, and a busy machine met the reset.
  keepAliveBehindBalancers(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const media = { store: new FsMediaStore(inject('browserMediaFolder')) };
  const count = options.stories ?? 400;
  // On the run's media folder and a database of its own, a copy of the count's seeded database
  // (seeded-demo-database.ts); on what a file brings, the seed itself.
  const seeded = !options.app?.db && !options.app?.media && TEST_DB_KIND === 'pglite' ? await openSeededDemoDatabase(count, media.store) : undefined;
  const testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, publicOrigin: baseUrl, media, ...(seeded ? { db: seeded } : {}), ...options.app });
  server.on('request', testApp.app);
  if (!seeded) {
    await seedDemo(testApp.db, { count });
    await seedDemoMedia(testApp.db, testApp.media);
  }
  return {
    testApp,
    baseUrl,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await testApp.close();
      await seeded?.close();
    },
  };
}

export interface BrowserSuiteOptions extends StartSiteOptions {
  /** What the file's tests need on the site once it is up, such as stories of their own ingested. */
  setup?: (site: SiteUnderTest) => Promise<void>;
}

/** A browser test file's site and Chromium; reading either before the file's tests start throws. */
export interface BrowserSuite {
  readonly site: SiteUnderTest;
  readonly browser: Browser;
}

/** What a suite started in its beforeAll, read in a test or a later hook (never at load, when it is not there yet). */
export function started<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the suite's ${name} is started in beforeAll; read it in a test or a later hook`);
  return value;
}

/**
 * For one browser test file: a site and a browser, started before its tests and closed after
 * them. Options that need something the file starts first (a mail server, a sign-in provider,
 * in hooks of its own registered before this) are given as a function, read then: vitest runs
 * beforeAll hooks in the order they were registered and afterAll hooks in reverse, so that
 * thing is up before the site starts and still up until the site has closed.
 */
export function browserSuite(options: BrowserSuiteOptions | (() => BrowserSuiteOptions) = {}): BrowserSuite {
  let site: SiteUnderTest | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const { setup, ...siteOptions } = typeof options === 'function' ? options() : options;
    [site, browser] = await Promise.all([startSite(siteOptions), connectBrowser()]);
    await setup?.(site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get site() {
      return started(site, 'site');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

export const WIDTHS = { phone: 375, tablet: 800, desktop: 1280 } as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
}

/**
 * A page in a fresh context of the given width that records every console error or warning
 * (React's hydration and key warnings among them), uncaught error and failed request (refused,
 * reset, blocked; not one the page cancelled itself).
 */
export async function openPage(browser: Browser, width: number, height = 900, options: { clientIp?: string; deviceScaleFactor?: number } = {}): Promise<WatchedPage> {
  // A client address of its own (through the trusted proxy) keeps per-network rate limits per test.
  const headers = options.clientIp ? { extraHTTPHeaders: clientIpHeader(options.clientIp) } : {};
  const context = await newTestContext(browser, { viewport: { width, height }, deviceScaleFactor: options.deviceScaleFactor ?? 1, ...headers });
  const page = await context.newPage();
  const problems: string[] = [];
  watchForProblems(page, problems);
  return { page, context, problems };
}

const clientIpHeader = (clientIp: string) => ({ 'X-Forwarded-For': clientIp });

/**
 * What Chromium says of a tab's history, not of the page, in a tab an earlier test used
 * (sharedTab): an image's larger srcset candidate that is in the tab's memory cache is taken
 * instead of the one the width calls for (Blink's AvoidDownloadIfHigherDensityResourceIsInCache),
 * which the head's preload of the page's main image does not do, so after a wider page showed the
 * same image, the candidate preloaded goes unused. Chromium warns of it 3 s after the load event:
 * while a quiet test still runs on a busy machine only. That the preload is the image the page
 * shows is checked in a fresh context at each width (news-list.test.ts).
 */
const PRELOAD_UNUSED_FOR_A_CACHED_LARGER = /\/media\/[0-9a-f]{64}\/\w+ was preloaded using link preload but not used within a few seconds/;

function watchForProblems(page: Page, problems: string[], tabHistory = false): void {
  page.on('console', (message) => {
    if (tabHistory && PRELOAD_UNUSED_FOR_A_CACHED_LARGER.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // The page itself cancelled it (a navigation or reload under way, an image replaced): no fault.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${request.url()} ${error}`);
  });
}

/**
 * Whether a script of the page asked for this request. The public API's answers may be served
 * stale while they revalidate (server/api/news/news-routes.ts), so in a tab that keeps its HTTP
 * cache (sharedTab), a call repeated more than max-age after an earlier test's is answered from
 * the cache at once, and the browser then revalidates it in the background: a second request of
 * the same address, of resource type 'other', that no script made. A busy machine stretches the
 * time between tests past max-age, so a count that took it for the page's was right only when quiet.
 */
export function isScriptRequest(request: Request): boolean {
  return request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
}

/** A file's one tab (sharedTab), made ready for the next test. */
export type OpenTab = (width: number, height?: number, options?: { clientIp?: string }) => Promise<WatchedPage>;

/**
 * One tab for a file's tests, in place of a fresh context each: a page loaded in a fresh context
 * costs Chromium 0.8–1.1 CPU s on these machines (a new renderer, a cold cache, the client
 * compiled again), the same page loaded again in an open tab 0.15 s. Each call hands the tab
 * over with what an earlier test left wiped: the page it left (the tab is parked on the site's
 * robots.txt, so nothing of it runs on, such as a list loading more as the viewport changes),
 * cookies, the site's storage, routes, listeners (and so the problems seen), permissions,
 * emulated media and extra headers; the viewport set to the size asked. What stays is what a
 * reader's browser keeps too: the HTTP cache and compiled scripts, so a test that checks which
 * scripts or images a page fetches needs a fresh context (a memory-cached one makes no request,
 * and an image an earlier test showed larger is taken instead of the width's).
 * Neither is it for a test that needs what only a context of its own gives: init scripts, a
 * fake clock, context options such as JavaScript off (but the pixel ratio, given here, which a
 * file with tests at two zoom levels gives each a tab); nor for one that closes the context.
 */
export function sharedTab(suite: BrowserSuite, options: { deviceScaleFactor?: number } = {}): OpenTab {
  let tab: WatchedPage | undefined;
  afterAll(async () => {
    await tab?.context.close();
  });
  return async (width, height = 900, { clientIp } = {}) => {
    if (!tab) {
      tab = await openPage(suite.browser, width, height, options);
    } else {
      const { page, context } = tab;
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // A page of the same site, not about:blank, which would cost the tab its renderer and make
      // the next load a cold one again.
      await page.goto(`${suite.site.baseUrl}/robots.txt`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await Promise.all([context.clearCookies(), context.clearPermissions()]);
      await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
      await page.setViewportSize({ width, height });
      tab = { page, context, problems: [] };
      watchForProblems(page, tab.problems, true);
    }
    await tab.page.setExtraHTTPHeaders(clientIp ? clientIpHeader(clientIp) : {});
    return tab;
  };
}

/** No problem seen, bar the answers a test provoked on purpose (e.g. 'status of 401' for a wrong password). */
export function expectNoProblems(watched: WatchedPage, expected: readonly RegExp[] = []): void {
  expect(watched.problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
}

/**
 * axe-core's violations of WCAG 2.1 A and AA and its best practices, in the page and in each of its
 * frames. axe.run straight in each document, rather than through @axe-core/playwright, which
 * injected axe anew on every call and finished each run in a new tab: 1.5 s a check on a busy
 * machine against 0.6 s, a quarter of some browser files' time. Only the violations are collected,
 * the one result read.
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  const violations: axe.Result[] = [];
  for (const frame of page.frames()) {
    // Once per document: a page checked again keeps its copy.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    const found = await frame.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe
          .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
          .then((results) => results.violations),
      ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    );
    violations.push(...found);
  }
  return violations;
}

/** axe-core on the page once it has settled: no serious or critical violation, colour contrast included. */
export async function expectAccessible(page: Page): Promise<void> {
  // A panel that fades in is translucent until its animation ends; on a busy machine axe would measure it mid-fade.
  // Endless animations (a loading shimmer) and paused ones never end, so only finite running ones are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const violations = await axeViolations(page);
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, serious.join('\n')).toEqual([]);
}
