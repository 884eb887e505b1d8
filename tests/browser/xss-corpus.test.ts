import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatYearMonth } from '../../shared/archive-months';
import { EMBED_FRAME_HOSTS } from '../../shared/embed-policy';
import { articlePath, briefPath } from '../../shared/routes';
import { openTrappedPage, settle, type TrappedPage } from '../support/browser-traps';
import { browserSuite, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';
import { siteDomCheck } from '../support/xss-dom-options';
import { hostileMarkup, type DomCheckOptions } from '../support/xss-dom-check';
import { hostileAddresses, hostileStories, type HostileStory } from '../support/xss-stories';
import { TRAP_HOST } from '../support/xss-vectors';

/**
 * The XSS corpus in Chromium: every story is ingested through the real ingest API
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
 * data: addresses make no request that a route could see, so none is let through quietly: the
 * DOM check refuses any src, href or other address attribute that is not of this site (links
 * aside, which may go anywhere over http(s), mailto, irc or xmpp), and a data: one never is.
 */

const stories = hostileStories();
let check: DomCheckOptions;

const suite = browserSuite({
  stories: 0,
  setup: async (site) => {
    check = siteDomCheck(site.baseUrl);
    await ingest(site.testApp, stories.map((story) => story.item));
  },
});

/** A browser tab whose every script sink, dialog and request beyond the site is recorded. */
interface Trapped extends TrappedPage {
  /** Uncaught errors and console errors: hostile text must not break a page either. */
  errors: string[];
}

async function trappedPage(): Promise<Trapped> {
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
async function observed(trapped: Trapped) {
  const { page } = trapped;
  await settle(page);
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  const calls = (await Promise.all([page.mainFrame(), ...frames].map((frame) => frame.evaluate(() => (window as unknown as { __xssCalls?: string[] }).__xssCalls ?? []).catch(() => [])))).flat();
  return {
    calls,
    dialogs: trapped.dialogs.splice(0),
    foreign: trapped.foreign.splice(0),
    errors: trapped.errors.splice(0),
    frames: frames.map((frame) => frame.url()).filter((url) => !(EMBED_FRAME_HOSTS as readonly string[]).includes(new URL(url, suite.site.baseUrl).hostname)),
    markup: await page.evaluate(hostileMarkup, check),
  };
}

/** Nothing ran, opened or called out, and the document holds no hostile markup. */
async function expectNothingRan(trapped: Trapped, where: string): Promise<void> {
  const label = where.length > 200 ? `${where.slice(0, 200)}…` : where;
  expect(await observed(trapped), label).toEqual({ calls: [], dialogs: [], foreign: [], errors: [], frames: [], markup: [] });
}

async function load(trapped: Trapped, path: string): Promise<number | undefined> {
  const response = await trapped.page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'load' });
  return response?.status();
}

const storyNumber = (story: HostileStory) => stories.indexOf(story);

/** The body has been rendered (by the server or the browser): its plain opening line is there. */
async function bodyRendered(page: Page, story: HostileStory): Promise<void> {
  await page.locator('.xn-article-body p', { hasText: `Hostile story ${storyNumber(story)} begins.` }).waitFor();
}

/** Every slide of the carousel in turn, each with time to load, fail and fire its handlers. */
async function stepThroughCarousel(trapped: Trapped, label: string): Promise<void> {
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

const subtypeLists = () => {
  const lists = new Map<string, HostileStory[]>();
  for (const story of stories) {
    const path = `/en/news/list/${story.item.type}/${story.item.subtype}`;
    lists.set(path, [...(lists.get(path) ?? []), story]);
  }
  return lists;
};

// About two minutes of CPU in all (Chromium and the server); the limits leave room for a busy machine.
describe('the XSS corpus in Chromium', { timeout: 480_000 }, () => {
  it(`runs nothing on the ${stories.length} hostile stories' article pages, through every slide and source, nor on their briefs`, async () => {
    const trapped = await trappedPage();
    const { page } = trapped;
    for (const story of stories) {
      const path = articlePath('en', story.item.title, story.item.id);
      expect(await load(trapped, path), path).toBe(200);
      await bodyRendered(page, story);
      await settle(page);
      await page.locator('.xn-sources button').click();
      await stepThroughCarousel(trapped, path);
      await expectNothingRan(trapped, path);
      // On to the brief by its link: rendered by the browser from the story it already holds.
      const brief = briefPath('en', story.item.title, story.item.id);
      await page.locator('.xn-article-brief-link a').click();
      await page.waitForURL(`**${brief}`);
      await page.locator('.xn-brief').waitFor();
      await bodyRendered(page, story);
      await expectNothingRan(trapped, brief);
    }
    // The one player the corpus is allowed, reached in its carousel: on the no-cookie host, with nothing of its hostile attributes.
    expect(trapped.players).toEqual(['https://www.youtube-nocookie.com/embed/iframe-allowed-host-hostile-attributes']);
    await trapped.context.close();
  });

  it('runs nothing on the trending, category, subtype and archive lists, nor on a click to each article', async () => {
    const trapped = await trappedPage();
    const { page } = trapped;
    for (const path of ['/en/news/list/trending', '/en/news/list/world', '/en/news/list/business']) {
      expect(await load(trapped, path), path).toBe(200);
      await expectNothingRan(trapped, path);
    }
    const months = new Set(stories.map(({ item }) => {
      const date = new Date(item.postTime * 1000);
      return `/en/news/archive/category/${item.type}/${formatYearMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 })}`;
    }));
    for (const path of months) {
      expect(await load(trapped, path), path).toBe(200);
      await expectNothingRan(trapped, path);
    }
    for (const [path, onIt] of subtypeLists()) {
      expect(await load(trapped, path), path).toBe(200);
      await expectNothingRan(trapped, path);
      // Each card to its article and back, by client navigation: the browser renders the body and sanitises the embed.
      for (const story of onIt) {
        const label = `${path} → story ${storyNumber(story)}`;
        await page.locator('.xn-story-title a').nth(onIt.indexOf(story)).click();
        await page.waitForURL(`**${articlePath('en', story.item.title, story.item.id)}`);
        await bodyRendered(page, story);
        await expectNothingRan(trapped, label);
        await page.goBack();
        await page.waitForURL(`**${path}`);
      }
    }
    await trapped.context.close();
  });

  it('runs nothing on pages with the corpus in their path or query', async () => {
    const trapped = await trappedPage();
    for (const { path } of hostileAddresses(stories[0]!.item.id)) {
      const status = await load(trapped, path);
      expect(status, path).toBeLessThan(500);
      // An address no page has is still a page that says so (the not-found page, or a story's
      // or an archive's own message), not a bare error.
      if (status === 404) await trapped.page.locator('main h1').waitFor();
      await expectNothingRan(trapped, path);
    }
    await trapped.context.close();
  });

  it('catches a vector that does run, so that silence above means something', async () => {
    const trapped = await trappedPage();
    await load(trapped, '/en/news/list/trending');
    // Hydrated first: hydration would otherwise replace what is planted below.
    await settle(trapped.page);
    await trapped.page.evaluate((host) => {
      const image = document.createElement('img');
      image.setAttribute('onerror', "__xss('control')");
      image.src = 'x';
      document.querySelector('main')?.append(image);
      const beacon = document.createElement('img');
      beacon.src = `http://${host}/control`;
      document.body.append(beacon);
      alert('control');
    }, TRAP_HOST);
    // Each trap saw it: the call, the dialog sink, the request out, and the handler in the DOM.
    const seen = await observed(trapped);
    expect(seen.calls.sort()).toEqual(['__xss(control)', 'alert(control)']);
    expect(seen.foreign).toEqual([`http://${TRAP_HOST}/control`]);
    expect(seen.markup).toEqual([`<img> onerror=__xss('control')`, `<img> src=http://${TRAP_HOST}/control`]);
    await trapped.context.close();
  });
});
