import type { Locator, Page } from 'playwright-core';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { demoImageUrl } from '../../demo/demo-image-addresses';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { DESK_API } from '../../shared/desk-api';
import type { Theme } from '../../shared/reading-preferences';
import { articlePath, listPath } from '../../shared/routes';
import { freshIp, insertNewUser, signInBrowser } from '../support/accounts';
import { browserSuite, expectAccessible, gotoHydrated, sharedTab, WIDTHS } from '../support/browser';
import { storeDemoImages } from '../support/demo-media';
import { TEST_OPS_TOKEN } from '../support/desk';
import { signInStaffBrowser } from '../support/desk-browser';
import { ingest } from '../support/ingest';

/**
 * Decision 039: every surface legible in both schemes, beyond the pages colour-scheme.test.ts
 * checks: the desk's screens (decision 033), the article's media carousel through each kind of
 * slide, an embedded player's surroundings, with axe and its contrast rule; and what axe does not
 * measure, non-text contrast (WCAG 2.2 SC 1.4.11, 3:1): the focus ring against what lies behind
 * it, the footer newsletter button's arrow, a pressed save button against the page. In light and in dark.
 */

/** Images, a video thumbnail and a player: every kind of slide the carousel draws (spec §2). */
const carouselStory = newsItem({
  title: 'Divers film the refloated pod from below the surface',
  type: 'world',
  subtype: 'Wildlife',
  postTime: daysAgo(0.01),
  trendingScore: 99,
  img_urls: [demoImageUrl('world-1'), demoImageUrl('world-2')],
  video_thumbs: [demoImageUrl('world-3')],
  video_embed_link: '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Under the pod"></iframe>',
  news: 'Volunteers worked through the night [1] to refloat the pod. See [the agency](https://example.com/agency).',
});
const liveStory = newsItem({ title: 'Harbour authority delays the new ferry terminal', trendingScore: 1 });
const withdrawnStory = newsItem({ title: 'Regional rail line reopens after the spring floods', trendingScore: 1 });
const contactSubject = 'Typo in the headline of the ferry story';

let readerId = '';
const suite = browserSuite({
  stories: 20,
  app: { opsToken: TEST_OPS_TOKEN },
  setup: async (site) => {
    await ingest(site.testApp, [carouselStory, liveStory, withdrawnStory]);
    await storeDemoImages(site.testApp);
    // What the records show: a withdrawal in the audit trail and on its story's screen, an open message, a subscriber.
    await request(site.testApp.app).post(DESK_API.withdraw(withdrawnStory.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).set('X-Forwarded-For', freshIp()).send({ reason: 'error', note: 'Wrong reopening date' }).expect(200);
    await request(site.testApp.app).post('/api/public/contact').set('X-Forwarded-For', freshIp()).send({ name: 'Rosa Reader', email: 'rosa@example.com', subject: contactSubject, message: 'The second paragraph says 2023.', lang: 'en' }).expect(200);
    await site.testApp.db.query(`INSERT INTO newsletter_subscribers (email, lang, frequency, status, link_key) VALUES ('daily@example.com', 'en', 'daily', 'confirmed', 'key-dark-surfaces')`);
    readerId = (await insertNewUser(site.testApp.db, { name: 'Rita Reader' })).userId;
  },
});
const openTab = sharedTab(suite);
const desk = () => suite.site.testApp.site.translations.en.desk;
const url = (path: string) => `${suite.site.baseUrl}${path}`;

/** The file's tab in this scheme, chosen (the cookie the server draws as data-theme) against the system's other one. */
async function tab(theme: Theme, width: number = WIDTHS.desktop) {
  const { context, page } = await openTab(width, 900, { clientIp: freshIp() });
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
  await context.addCookies([{ name: 'xn_theme', value: theme, url: suite.site.baseUrl }]);
  return { context, page };
}

/** Goes to a page and waits for React; the server drew it in the tab's chosen scheme. */
async function visit(page: Page, path: string, theme: Theme): Promise<void> {
  await gotoHydrated(page, url(path));
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

/** The test network reaches no video host: the player is a blank page of its own (dark, as players are). */
async function stubPlayers(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>player</title><body style="background:#000"></body></html>' }),
  );
}

/** Each desk screen, the condition that says its data is drawn. */
const DESK_SCREENS: Record<string, { path: () => string; drawn: (page: Page) => Locator }> = {
  'stories list': { path: () => '/en/desk', drawn: (page) => page.locator('.xn-desk-table tbody tr').first() },
  'live story': { path: () => `/en/desk/stories/${liveStory.id}`, drawn: (page) => page.getByRole('heading', { level: 1, name: liveStory.title }) },
  'withdrawn story': { path: () => `/en/desk/stories/${withdrawnStory.id}`, drawn: (page) => page.locator('.xn-ds-withdrawn') },
  people: { path: () => '/en/desk/people', drawn: (page) => page.locator('.xn-desk-person').first() },
  'person opened': { path: () => `/en/desk/people?open=${readerId}`, drawn: (page) => page.locator('.xn-desk-person-details') },
  'audit records': { path: () => '/en/desk/audit', drawn: (page) => page.getByRole('row').filter({ hasText: 'Wrong reopening date' }) },
  inbox: { path: () => '/en/desk/inbox?open=1', drawn: (page) => page.getByRole('article', { name: contactSubject }) },
  newsletter: { path: () => '/en/desk/newsletter', drawn: (page) => page.getByRole('table', { name: desk().newsletter.subscribersCaption }) },
};

type Rgba = [number, number, number, number];
const parse = (colour: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};
/** WCAG 2.2's relative luminance and contrast ratio. */
const luminance = ([r, g, b]: Rgba) => {
  const channel = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (one: Rgba, other: Rgba) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The element focused from the keyboard's side (a Tab first, so that :focus-visible applies as for
 * a keyboard user), and its ring: colour, style and width, and the background it is drawn on, the
 * backgrounds behind it composited (outside the element for a positive offset, inside for a negative one).
 */
async function focusRing(page: Page, target: Locator, drawer: Locator = target) {
  await page.keyboard.press('Tab');
  await target.focus();
  const visible = await target.evaluate((element) => element.matches(':focus-visible'));
  return drawer.evaluate((element, focusVisible) => {
    const style = getComputedStyle(element);
    const layers: string[] = [];
    for (let node: Element | null = Number.parseFloat(style.outlineOffset) < 0 ? element : element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      layers.push(background);
      if (!background.startsWith('rgba')) break;
    }
    return { visible: focusVisible, colour: style.outlineColor, style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), layers };
  }, visible);
}

/** The layers, innermost first, composited over the canvas (white in light, the dark scheme's canvas otherwise). */
function composite(layers: readonly string[], theme: Theme): Rgba {
  let below: Rgba = theme === 'dark' ? [18, 18, 18, 1] : [255, 255, 255, 1];
  for (const layer of [...layers].reverse()) {
    const [r, g, b, a] = parse(layer);
    below = [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
  }
  return below;
}

const article = () => articlePath('en', carouselStory.title, carouselStory.id);
/**
 * A link and a button of each kind: in main, on the header's navy bar and in its colour scheme
 * menu, in the footer; the page, what opens first, what takes the focus, and what draws the ring
 * (a list's story draws it around the whole card).
 */
const FOCUSED: Record<string, { path: () => string; open?: (page: Page) => Promise<void>; focused: (page: Page) => Locator; ring?: (page: Page) => Locator }> = {
  'a link in the body': { path: article, focused: (page) => page.locator('.xn-article-body a').first() },
  'the brief link': { path: article, focused: (page) => page.locator('.xn-article-brief-link a') },
  'a text size step': { path: article, focused: (page) => page.locator('.xn-text-size__step').first() },
  'the carousel button': { path: article, focused: (page) => page.locator('.xn-carousel-button').first() },
  'a tool button': { path: article, focused: (page) => page.locator('.xn-article-tools .xn-tool-button').first() },
  'the save button': { path: article, focused: (page) => page.locator('.xn-article-tools .xn-save-button').first() },
  'a header link': { path: article, focused: (page) => page.locator('header.xn-header a').first() },
  'a footer link': { path: article, focused: (page) => page.locator('footer a').first() },
  'the footer newsletter button': { path: article, focused: (page) => page.locator('footer .xn-newsletter button') },
  // Last on the article: its menu stays open.
  'a colour scheme choice': {
    path: article,
    open: (page) => page.locator('header .xn-theme summary').click(),
    focused: (page) => page.locator('header .xn-theme .xn-pick__menu a').first(),
  },
  'a story in a list': {
    path: () => listPath('en', 'world'),
    focused: (page) => page.locator('.xn-story-title a').first(),
    ring: (page) => page.locator('.xn-story').filter({ has: page.locator('.xn-story-title a:focus-visible') }),
  },
};

describe.each(['dark', 'light'] as const)('in %s', (theme) => {
  it.each(Object.entries(DESK_SCREENS))('the desk screen %s is legible', async (_name, screen) => {
    const { context, page } = await tab(theme);
    await signInStaffBrowser(context, suite.site, 'admin', `Ada Admin ${theme}`);
    await visit(page, screen.path(), theme);
    await screen.drawn(page).waitFor();
    await expectAccessible(page);
  });

  it('the media carousel is legible on each kind of slide, and around a player', async () => {
    const { page } = await tab(theme, WIDTHS.phone);
    await stubPlayers(page);
    await visit(page, articlePath('en', carouselStory.title, carouselStory.id), theme);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const count = carousel.locator('.xn-carousel-count');
    const next = carousel.getByRole('button', { name: 'Next' });
    // An image, another, a video's thumbnail with its play mark, then the player's frame.
    for (const [position, drawn] of [
      ['1 / 4', carousel.locator('.xn-carousel-image img')],
      ['2 / 4', carousel.locator('.xn-carousel-image img')],
      ['3 / 4', carousel.locator('.xn-carousel-play')],
      ['4 / 4', carousel.locator('iframe.xn-carousel-frame')],
    ] as const) {
      await expect.poll(() => count.textContent()).toBe(position);
      await drawn.waitFor();
      if (position === '4 / 4') {
        await drawn.scrollIntoViewIfNeeded();
        await page.frameLocator('iframe.xn-carousel-frame').locator('body').waitFor({ state: 'attached' });
      }
      await expectAccessible(page);
      if (position !== '4 / 4') await next.click();
    }
  });

  it('the footer newsletter button\'s arrow, its only sign, stands out at 3:1 from its orange', async () => {
    const { page } = await tab(theme);
    await visit(page, article(), theme);
    const button = await page.locator('footer .xn-newsletter button').evaluate((element) => ({ arrow: getComputedStyle(element).color, fill: getComputedStyle(element).backgroundColor }));
    expect(contrast(parse(button.arrow), parse(button.fill)), `${button.arrow} on ${button.fill}`).toBeGreaterThanOrEqual(3);
  });

  it('a saved story\'s pressed save button stands apart from the page at 3:1, and is legible', async () => {
    const { context, page } = await tab(theme);
    await signInBrowser(context, suite.site.baseUrl, await insertNewUser(suite.site.testApp.db));
    await visit(page, article(), theme);
    await page.locator('.xn-article .xn-save-button[aria-pressed="false"]').click();
    const pressed = page.locator('.xn-article .xn-save-button[aria-pressed="true"]');
    await pressed.waitFor();
    const colours = await pressed.evaluate((element) => ({ fill: getComputedStyle(element).backgroundColor, page: getComputedStyle(document.body).backgroundColor }));
    expect(contrast(parse(colours.fill), parse(colours.page)), `${colours.fill} on ${colours.page}`).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
  });

  // One tab for them all, each page loaded once: the ring is measured on the element focused
  // then, whatever had the focus before.
  it('the focus ring on each kind of link and button stands out at 3:1 from what it is drawn on', async () => {
    const { page } = await tab(theme);
    for (const [name, target] of Object.entries(FOCUSED)) {
      if (page.url() !== url(target.path())) await visit(page, target.path(), theme);
      await target.open?.(page);
      const ring = await focusRing(page, target.focused(page), target.ring?.(page));
      expect(ring.visible, name).toBe(true);
      expect(ring.style, name).not.toBe('none');
      expect(ring.width, name).toBeGreaterThanOrEqual(2);
      const behind = composite(ring.layers, theme);
      expect(contrast(parse(ring.colour), behind), `${name}: ${ring.colour} on ${behind.join(', ')}`).toBeGreaterThanOrEqual(3);
    }
  });
});
