import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { articlePath, briefPath } from '../../shared/routes';
import { isPlayerHost, openTrappedPage, settle, type TrappedPage } from './browser-traps';
import { browserSuite, type BrowserSuite, WIDTHS } from './browser';
import { ingest } from './ingest';
import { siteDomCheck } from './xss-dom-options';
import { hostileMarkup, type DomCheckOptions } from './xss-dom-check';
import { hostileStories, type HostileStory } from './xss-stories';

/**
 * The XSS corpus in Chromium (tests/browser/xss-*.test.ts, a file for each part so that the parts
 * run side by side): every story is ingested through the real ingest API
 * with a share of the corpus in each of its text fields, and every page that shows it is loaded
 * with traps set. Each article by a full load (the server's HTML, hydrated) and again by a click
 * on its card (the browser's own markdown renderer and DOMPurify); each brief by the article's
 * link to it (tests/api/xss-server-html.test.ts checks the server's HTML of every one); the lists
 * and archive months that show the cards; and pages with the corpus in their path and query. On
 * every page: no trap was called, no dialog opened, no request left the site, and the live DOM
 * holds no markup the text could have made.
 *
 * The pages run without their Content-Security-Policy (bypassCSP). The CSP alone would stop
 * most of these scripts; this test is of the escaping and sanitising underneath it, which must
 * hold by themselves.
 *
 * data: addresses make no request that the traps could see, so none is let through quietly: the
 * DOM check refuses any src, href or other address attribute that is not of this site (links
 * aside, which may go anywhere over http(s), mailto, irc or xmpp), and a data: one never is.
 */

export const stories = hostileStories();

/** A browser file's site with every hostile story ingested, and its browser. */
export interface XssSuite extends BrowserSuite {
  readonly check: DomCheckOptions;
}

export function xssSuite(): XssSuite {
  let check: DomCheckOptions | undefined;
  const suite = browserSuite({
    stories: 0,
    setup: async (site) => {
      check = siteDomCheck(site.baseUrl);
      await ingest(site.testApp, stories.map((story) => story.item));
    },
  });
  return {
    get site() {
      return suite.site;
    },
    get browser() {
      return suite.browser;
    },
    get check() {
      if (!check) throw new Error('the XSS suite is set up in beforeAll');
      return check;
    },
  };
}

/** A browser tab whose every script sink, dialog and request beyond the site is recorded. */
export interface Trapped extends TrappedPage {
  /** Uncaught errors and console errors: hostile text must not break a page either. */
  errors: string[];
}

export async function trappedPage(suite: XssSuite): Promise<Trapped> {
  const trapped: Trapped = { ...(await openTrappedPage(suite.browser, suite.site.baseUrl, { viewport: { width: WIDTHS.desktop, height: 900 }, bypassCSP: true })), errors: [] };
  const { context, page } = trapped;
  // In every document and frame, before its own scripts: the trap the corpus calls, and the
  // sinks a script would use to show it ran, each recording its call instead. (Not eval:
  // Playwright evaluates through it, and whatever a vector evaluated would call the trap.)
  await context.addInitScript(() => {
    const calls: string[] = [];
    const record = (sink: string) => (...args: unknown[]) => {
      calls.push(`${sink}(${String(args[0])})`);
      return null;
    };
    const target = window as unknown as Record<string, unknown>;
    Object.defineProperty(window, '__xssCalls', { value: calls });
    for (const sink of ['__xss', 'alert', 'confirm', 'prompt', 'print', 'open']) target[sink] = record(sink);
  });
  page.on('pageerror', (error) => trapped.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A hostile address of this site rightly fails (a 404 page, a missing image); requests that
    // leave the site are the network trap's to report.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    trapped.errors.push(`console: ${message.text()}`);
  });
  return trapped;
}

/** What the traps recorded since the last look, and the hostile markup in the document now. */
export async function observed(suite: XssSuite, trapped: Trapped) {
  const { page } = trapped;
  await settle(page);
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  const calls = (await Promise.all([page.mainFrame(), ...frames].map((frame) => frame.evaluate(() => (window as unknown as { __xssCalls?: string[] }).__xssCalls ?? []).catch(() => [])))).flat();
  return {
    calls,
    dialogs: trapped.dialogs.splice(0),
    foreign: trapped.foreign.splice(0),
    errors: trapped.errors.splice(0),
    // A player's frame, or one whose host the test browser would not resolve (Chromium's error
    // page, its request among the players or the foreign ones): any other frame is hostile.
    frames: frames.map((frame) => frame.url()).filter((url) => !url.startsWith('chrome-error:') && !isPlayerHost(new URL(url, suite.site.baseUrl).hostname)),
    markup: await page.evaluate(hostileMarkup, suite.check),
  };
}

/** Nothing ran, opened or called out, and the document holds no hostile markup. */
export async function expectNothingRan(suite: XssSuite, trapped: Trapped, where: string): Promise<void> {
  const label = where.length > 200 ? `${where.slice(0, 200)}…` : where;
  expect(await observed(suite, trapped), label).toEqual({ calls: [], dialogs: [], foreign: [], errors: [], frames: [], markup: [] });
}

export async function load(suite: XssSuite, trapped: Trapped, path: string): Promise<number | undefined> {
  const response = await trapped.page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'load' });
  return response?.status();
}

export const storyNumber = (story: HostileStory) => stories.indexOf(story);

/** The body has been rendered (by the server or the browser): its plain opening line is there. */
export async function bodyRendered(page: Page, story: HostileStory): Promise<void> {
  await page.locator('.xn-article-body p', { hasText: `Hostile story ${storyNumber(story)} begins.` }).waitFor();
}

/** Every slide of the carousel in turn, each with time to load, fail and fire its handlers. */
export async function stepThroughCarousel(trapped: Trapped, label: string): Promise<void> {
  const { page } = trapped;
  const count = page.locator('.xn-carousel-count');
  if ((await count.count()) === 0) return;
  const total = Number((await count.textContent())?.split(' / ')[1]);
  for (let step = 1; step < total; step++) {
    await page.locator('.xn-carousel').getByRole('button', { name: 'Next' }).click();
    await expect(count.textContent(), label).resolves.toBe(`${step + 1} / ${total}`);
    await settle(page);
  }
}

/** The one player the corpus is allowed: a YouTube frame with hostile attributes, moved to the no-cookie host with none of them. */
const ALLOWED_PLAYER_VECTOR = 'iframe-allowed-host-hostile-attributes';
const carriesAllowedPlayer = (story: HostileStory) => JSON.stringify(story.item).includes(`youtube.com/embed/${ALLOWED_PLAYER_VECTOR}`);

/** The players a sweep of these stories' carousels must reach: the allowed one, if it is among them, and no other. */
export function allowedPlayersOf(part: readonly HostileStory[]): string[] {
  // The corpus carries it once: a sweep of every part reaches it exactly once.
  expect(stories.filter(carriesAllowedPlayer)).toHaveLength(1);
  return part.some(carriesAllowedPlayer) ? [`https://www.youtube-nocookie.com/embed/${ALLOWED_PLAYER_VECTOR}`] : [];
}

/**
 * Each story's article by a full load (the server's HTML, hydrated), through its sources and every
 * slide of its carousel, then its brief by the article's link (rendered by the browser from the
 * story it already holds): nothing may run on any of them. Returns the players the carousels asked for.
 */
export async function sweepArticles(suite: XssSuite, part: readonly HostileStory[]): Promise<string[]> {
  const trapped = await trappedPage(suite);
  const { page } = trapped;
  for (const story of part) {
    const path = articlePath('en', story.item.title, story.item.id);
    expect(await load(suite, trapped, path), path).toBe(200);
    await bodyRendered(page, story);
    await settle(page);
    await page.locator('.xn-sources button').click();
    await stepThroughCarousel(trapped, path);
    // The pointer reaches the brief's link first, as a reader's does: its page's code is fetched
    // while the article is checked, and the click draws the brief at once.
    const briefLink = page.locator('.xn-article-brief-link a');
    await briefLink.hover();
    await expectNothingRan(suite, trapped, path);
    const brief = briefPath('en', story.item.title, story.item.id);
    await briefLink.click();
    await page.waitForURL(`**${brief}`);
    await page.locator('.xn-brief').waitFor();
    await bodyRendered(page, story);
    await expectNothingRan(suite, trapped, brief);
  }
  await trapped.context.close();
  return trapped.players;
}
