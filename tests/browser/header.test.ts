import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOVER_CLOSE_DELAY_MS } from '../../client/components/header/Dropdown';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createLogger } from '../../server/logger';
import { loadSite } from '../../server/site/load-site';
import { displayName } from '../../shared/display-name';
import { LANGUAGE_NAMES } from '../../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, newTestContext, openPage, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';
import { openTestDatabase } from '../support/test-database';

/** The header in a real browser (spec §2): menus per width, dropdowns, keyboard, language switcher. */

const suite = browserSuite({ stories: 120 });

const en = loadSite('xnews').translations.en.navigations;
/** The language switcher's toggle as the Tab walk names it: the label and the language shown. */
const LANGUAGE_TOGGLE = `button:${en.header.language}: ${LANGUAGE_NAMES.en}`;
/** The colour scheme choice's toggle (decision 039), as nothing is chosen: the label and automatic. */
const THEME_TOGGLE = `button:${en.header.theme}: ${en.header.themeAuto}`;
const { search } = loadSite('xnews').translations.en;
const FOLDING = ['world', 'politics', 'business', 'technology', 'health', 'lifestyle'];
const UNFOLDED = NEWS_TYPES.filter((type) => !FOLDING.includes(type));

const openTab = sharedTab(suite);

/** The list page in `watched`, hydrated: the menus answer the pointer and keys only once React has them. */
async function loadIn(watched: WatchedPage, path: string, base: string): Promise<WatchedPage> {
  const response = await gotoHydrated(watched.page, `${base}${path}`);
  expect(response?.status()).toBe(200);
  return watched;
}

/** The page at this width in the file's tab. */
async function load(width: number, path = '/en/news/list/world', base = suite.site.baseUrl): Promise<WatchedPage> {
  return loadIn(await openTab(width), path, base);
}

/** The same in a context of the test's own, which it closes: a test that stops the page's clock cannot give the clock back to a shared tab. */
async function loadAlone(width: number): Promise<WatchedPage> {
  return loadIn(await openPage(suite.browser, width), '/en/news/list/world', suite.site.baseUrl);
}

const header = (page: Page) => page.locator('header.xn-header');
const hamburger = (page: Page) => page.getByRole('button', { name: en.header.menu, exact: true });
const categoryLink = (page: Page, type: string) => header(page).locator(`.xn-menu > li > a[href="/en/news/list/${type}"]`);
const toggle = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });
const panel = (page: Page, id: string) => page.locator(`#xn-menu-${id}`);

/** The links of a dropdown panel, shown or not. */
function entries(page: Page, id: string) {
  return panel(page, id)
    .locator('a')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent })));
}

/** The header's box as the page lays it out. */
function headerBox(page: Page) {
  return header(page).evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width, height };
  });
}

/** The category menus and the More menu a reader can see, in order. */
async function visibleMenus(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const type of NEWS_TYPES) if (await categoryLink(page, type).isVisible()) shown.push(type);
  if (await toggle(page, en.header.more).isVisible()) shown.push('more');
  return shown;
}

/**
 * From now on the page's timers run on a clock that stands still but when the test moves it
 * (page.clock.runFor), so that a delay is measured exactly however slowly the machine answers.
 * pauseAt jumps a second ahead (nothing of the menus' is pending then) and stops there.
 */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

describe('menus at each width', () => {
  // Spec §2: More between 740 and 1199 px, the hamburger under 1024 px.
  const cases: [number, boolean, string[]][] = [
    [375, true, [...NEWS_TYPES]],
    [739, true, [...NEWS_TYPES]],
    [740, true, [...UNFOLDED, 'more']],
    [800, true, [...UNFOLDED, 'more']],
    [1023, true, [...UNFOLDED, 'more']],
    [1024, false, [...UNFOLDED, 'more']],
    [1100, false, [...UNFOLDED, 'more']],
    [1199, false, [...UNFOLDED, 'more']],
    [1200, false, [...NEWS_TYPES]],
    [1280, false, [...NEWS_TYPES]],
  ];

  it.each(cases)('at %i px: hamburger %s, menus %j', async (width, withHamburger, menus) => {
    const watched = await load(width);
    const { page } = watched;
    await expect(hamburger(page).isVisible()).resolves.toBe(withHamburger);
    if (withHamburger) {
      expect(await visibleMenus(page)).toEqual([]);
      await expect(hamburger(page).getAttribute('aria-controls')).resolves.toBe('xn-nav');
      await hamburger(page).click();
      await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('true');
    }
    expect(await visibleMenus(page)).toEqual(menus);
    // The menu row never scrolls sideways, even in the longest language.
    const overflow = await page.locator('.xn-menu').evaluate((menu) => menu.scrollWidth - menu.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (withHamburger) {
      await hamburger(page).click();
      await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await visibleMenus(page)).toEqual([]);
    }
    expectNoProblems(watched);
  });

  it.each(['es', 'fr'])('fits all nine %s menus in one row at 1200 px', async (lang) => {
    const watched = await load(1200, `/${lang}/news/list/world`);
    const { page } = watched;
    const overflow = await page.locator('.xn-menu').evaluate((menu) => menu.scrollWidth - menu.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const rowHeight = await page.locator('.xn-menu').evaluate((menu) => menu.getBoundingClientRect().height);
    expect(rowHeight).toBe(44);
    expectNoProblems(watched);
  });

  it.each(Object.entries(WIDTHS))('is accessible at %s width, closed and with a dropdown open', async (_name, width) => {
    const watched = await load(width);
    const { page } = watched;
    await expectAccessible(page);
    if (width < 1024) await hamburger(page).click();
    const menu = width < 740 || width >= 1200 ? 'sports' : 'more';
    await toggle(page, menu === 'more' ? en.header.more : en.header.sports).click();
    await expect(panel(page, menu).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it('keeps the header the same height before and after hydration', async () => {
    for (const width of Object.values(WIDTHS)) {
      // The server's page as a browser that runs scripts shows it before the page's code has come:
      // none is let through. (With JavaScript off, header.css draws the header without its buttons.)
      const context = await newTestContext(suite.browser, { viewport: { width, height: 900 } });
      await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
      const still = await context.newPage();
      await still.goto(`${suite.site.baseUrl}/en/news/list/world`);
      await expect(still.locator('button.xn-hamburger').isVisible()).resolves.toBe(width < 1024);
      const serverBox = await headerBox(still);
      await context.close();
      const watched = await load(width);
      expect(await headerBox(watched.page), `${width} px`).toEqual(serverBox);
      expect(serverBox.height, `${width} px`).toBe(width < 1024 ? 56 : 105);
      expectNoProblems(watched);
    }
  });
});

describe('without JavaScript', () => {
  // The header's buttons can do nothing there; links and CSS (scripting: none) reach every category.
  it.each([375, 800, 1100])('reaches every category at %i px, and from it every subcategory', async (width) => {
    const context = await newTestContext(suite.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}/en/news/list/world`);
    const menuLink = header(page).getByRole('link', { name: en.header.menu, exact: true });
    await expect(hamburger(page).isVisible()).resolves.toBe(false);
    if (width < 1024) {
      expect(await visibleMenus(page)).toEqual([]);
      await menuLink.click();
      await page.waitForURL('**/en/news/list/world#xn-nav');
      // The jump to the menu keeps the bar in view above it.
      await expect(header(page).evaluate((el) => el.getBoundingClientRect().top)).resolves.toBe(0);
    } else {
      await expect(menuLink.isVisible()).resolves.toBe(false);
    }
    // All nine, More's among them; no toggle that would do nothing.
    expect(await visibleMenus(page)).toEqual([...NEWS_TYPES]);
    await expect(header(page).locator('.xn-menu__toggle:visible').count()).resolves.toBe(0);
    await categoryLink(page, 'technology').click();
    await page.waitForURL('**/en/news/list/technology');
    const subcategories = page.getByRole('navigation', { name: en.home.subcategories }).getByRole('link');
    await expect(subcategories.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(
      TAXONOMY.technology.map((name) => `/en/news/list/technology/${name}`),
    );
    await context.close();
  });
});

describe('dropdowns', () => {
  it('open on hover at 1280 px and close 150 ms after the pointer leaves', async () => {
    const watched = await loadAlone(WIDTHS.desktop);
    const { page } = watched;
    await categoryLink(page, 'world').hover();
    await expect(panel(page, 'world').isVisible()).resolves.toBe(true);
    await expect(toggle(page, en.header.world).getAttribute('aria-expanded')).resolves.toBe('true');
    await expectAccessible(page);
    // Crossing to the next menu switches at once.
    await categoryLink(page, 'politics').hover();
    await expect(panel(page, 'politics').isVisible()).resolves.toBe(true);
    await expect(panel(page, 'world').isVisible()).resolves.toBe(false);

    await stopTheClock(page);
    await page.mouse.move(640, 880);
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS - 1);
    await expect(panel(page, 'politics').isVisible()).resolves.toBe(true);
    await page.clock.runFor(1);
    await panel(page, 'politics').waitFor({ state: 'hidden' });
    await expect(toggle(page, en.header.politics).getAttribute('aria-expanded')).resolves.toBe('false');

    // Coming back within the delay keeps it open.
    await categoryLink(page, 'politics').hover();
    await page.mouse.move(640, 880);
    await page.clock.runFor(50);
    await categoryLink(page, 'politics').hover();
    await page.clock.runFor(300);
    await expect(panel(page, 'politics').isVisible()).resolves.toBe(true);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('open on click, not hover, under 1024 px, and close on a click outside', async () => {
    const watched = await loadAlone(WIDTHS.tablet);
    const { page } = watched;
    await hamburger(page).click();
    await stopTheClock(page);
    await toggle(page, en.header.sports).hover();
    // Longer than any hover delay: had hovering opened it, it would be open by now.
    await page.clock.runFor(200);
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(false);

    await toggle(page, en.header.sports).click();
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(true);
    await toggle(page, en.header.sports).click();
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(false);

    // Opening another closes the first.
    await toggle(page, en.header.sports).click();
    await toggle(page, en.header.more).click();
    await expect(panel(page, 'more').isVisible()).resolves.toBe(true);
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(false);

    await toggle(page, en.header.more).click();
    await expect(panel(page, 'more').isVisible()).resolves.toBe(false);

    // A click outside the header closes the dropdown and the hamburger's panel.
    await toggle(page, en.header.sports).click();
    await page.locator('.xn-footer__copyright').click();
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(false);
    await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('false');
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('open on click at 1280 px too, and a click outside closes them', async () => {
    const watched = await loadAlone(WIDTHS.desktop);
    const { page } = watched;
    await toggle(page, en.header.business).click();
    await stopTheClock(page);
    await page.mouse.move(640, 880);
    await page.clock.runFor(2 * HOVER_CLOSE_DELAY_MS);
    // A click pins it: the pointer leaving does not close it.
    await expect(panel(page, 'business').isVisible()).resolves.toBe(true);
    await page.locator('.xn-footer__copyright').click();
    await expect(panel(page, 'business').isVisible()).resolves.toBe(false);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('close on Esc and give focus back to their toggle', async () => {
    const watched = await load(WIDTHS.desktop);
    const { page } = watched;
    await toggle(page, en.header.technology).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, 'technology').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(first).toBe(`/en/news/list/technology/${TAXONOMY.technology[0]}`);
    await page.keyboard.press('Escape');
    await expect(panel(page, 'technology').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('xn-menu-technology');
    // The keyboard focus is visible.
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
    expectNoProblems(watched);
  });

  it('Esc closes the open dropdown first, then the hamburger panel, each returning focus', async () => {
    const watched = await load(WIDTHS.phone);
    const { page } = watched;
    await hamburger(page).click();
    await toggle(page, en.header.health).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel(page, 'health').isVisible()).resolves.toBe(false);
    await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('xn-menu-health');
    await page.keyboard.press('Escape');
    await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('xn-nav');
    expectNoProblems(watched);
  });

  it('close when a link in them is followed, with the hamburger panel, navigating on the client', async () => {
    const watched = await load(WIDTHS.phone);
    const { page } = watched;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await hamburger(page).click();
    await toggle(page, en.header.world).click();
    await panel(page, 'world').getByRole('link', { name: en.subcategories.Climate, exact: true }).click();
    await page.waitForURL('**/en/news/list/world/Climate');
    await expect(hamburger(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel(page, 'world').isVisible()).resolves.toBe(false);
    expect(documents).toEqual([]);
    expectNoProblems(watched);
  });
});

describe('keyboard', () => {
  /** Tabs from the top of the page until focus leaves the header; each stop as 'role:name-or-href'. */
  async function tabStops(page: Page): Promise<string[]> {
    const stops: string[] = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el?.closest('header')) return null;
        if (el instanceof HTMLAnchorElement) return `link:${el.getAttribute('href')}`;
        if (el instanceof HTMLInputElement) return `input:${el.name}`;
        return `button:${el.getAttribute('aria-label') ?? el.textContent}`;
      });
      if (stop === null) break;
      stops.push(stop);
    }
    return stops;
  }

  it('Tab reaches every entry of the header at 1280 px', async () => {
    const watched = await load(WIDTHS.desktop);
    const stops = await tabStops(watched.page);
    expect(stops).toEqual([
      'link:#main',
      'link:/en/news/list/trending',
      'input:q',
      `button:${search.submit}`,
      LANGUAGE_TOGGLE,
      THEME_TOGGLE,
      'link:/en/user/login',
      ...NEWS_TYPES.flatMap((type) => [`link:/en/news/list/${type}`, `button:${en.header[type]}`]),
    ]);
    expectNoProblems(watched);
  });

  it('Tab reaches the More menu instead of the folded ones at 1100 px', async () => {
    const watched = await load(1100);
    const stops = await tabStops(watched.page);
    expect(stops.slice(7)).toEqual([...UNFOLDED.flatMap((type) => [`link:/en/news/list/${type}`, `button:${en.header[type]}`]), `button:${en.header.more}`]);
    expectNoProblems(watched);
  });

  it('Tab reaches the hamburger and then every menu of its panel at 375 px', async () => {
    const watched = await load(WIDTHS.phone);
    const { page } = watched;
    const closed = await tabStops(page);
    expect(closed).toEqual(['link:#main', 'link:/en/news/list/trending', `button:${search.open}`, LANGUAGE_TOGGLE, THEME_TOGGLE, 'link:/en/user/login', `button:${en.header.menu}`]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const open = await tabStops(page);
    expect(open).toEqual(NEWS_TYPES.flatMap((type) => [`link:/en/news/list/${type}`, `button:${en.header[type]}`]));
    expectNoProblems(watched);
  });

  it('Tab walks through every subcategory of an open dropdown', async () => {
    const watched = await load(WIDTHS.desktop);
    const { page } = watched;
    await toggle(page, en.header.sports).focus();
    await page.keyboard.press('Enter');
    const hrefs: (string | null)[] = [];
    for (let i = 0; i < TAXONOMY.sports.length; i += 1) {
      await page.keyboard.press('Tab');
      hrefs.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
    }
    expect(hrefs).toEqual(TAXONOMY.sports.map((sub) => `/en/news/list/sports/${sub}`));
    // Tabbing on, out of the dropdown, closes it.
    await page.keyboard.press('Tab');
    await expect(panel(page, 'sports').isVisible()).resolves.toBe(false);
    expectNoProblems(watched);
  });
});

describe('menu entries', () => {

  it('link every category and, once its menu opens, each of its subcategories, labelled in the page language', async () => {
    for (const lang of ['en', 'cn'] as const) {
      const navigations = loadSite('xnews').translations[lang].navigations;
      const watched = await load(WIDTHS.desktop, `/${lang}/news/list/trending`);
      const { page } = watched;
      for (const type of NEWS_TYPES) {
        await expect(header(page).locator(`.xn-menu > li > a[href="/${lang}/news/list/${type}"]`).textContent()).resolves.toBe(navigations.header[type]);
        // A closed menu is empty (the category's list page links its subcategories for readers without JavaScript).
        expect(await entries(page, type)).toEqual([]);
        await header(page).getByRole('button', { name: navigations.header[type], exact: true }).click();
        expect(await entries(page, type)).toEqual(TAXONOMY[type].map((sub) => ({ href: `/${lang}/news/list/${type}/${sub}`, text: displayName(sub, navigations) })));
      }
      await expect(header(page).getByRole('link', { name: navigations.header.signIn }).getAttribute('href')).resolves.toBe(`/${lang}/user/login`);
      await expect(header(page).locator('.xn-logo').getAttribute('href')).resolves.toBe(`/${lang}/news/list/trending`);
      await expect(header(page).locator('.xn-logo').textContent()).resolves.toBe('xnews');
      await expect(header(page).locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(`/${lang}/news/list/trending`);
      expectNoProblems(watched);

      // More, where it shows: each folded category, then its subcategories as 'category / subcategory'.
      const folded = await load(1100, `/${lang}/news/list/trending`);
      expect(await entries(folded.page, 'more')).toEqual([]);
      await header(folded.page).getByRole('button', { name: navigations.header.more, exact: true }).click();
      expect(await entries(folded.page, 'more')).toEqual(
        FOLDING.flatMap((type) => {
          const label = navigations.header[type as 'world'];
          return [
            { href: `/${lang}/news/list/${type}`, text: label },
            ...TAXONOMY[type as 'world'].map((sub) => ({ href: `/${lang}/news/list/${type}/${sub}`, text: `${label} / ${displayName(sub, navigations)}` })),
          ];
        }),
      );
      expectNoProblems(folded);
    }
  });

  it('keeps the sign-in label for readers when only its icon shows at 375 px', async () => {
    const watched = await load(WIDTHS.phone);
    const signIn = header(watched.page).getByRole('link', { name: en.header.signIn, exact: true });
    await expect(signIn.isVisible()).resolves.toBe(true);
    await expect(signIn.getAttribute('href')).resolves.toBe('/en/user/login');
    expectNoProblems(watched);
  });
});

describe('hideSubcategoryDropdowns', () => {
  it('leaves plain category links, and More without subcategories', async () => {
    const db = await openTestDatabase();
    const base = loadSite('xnews');
    const app = createApp({
      db,
      site: { ...base, config: { ...base.config, hideSubcategoryDropdowns: true } },
      logger: createLogger('silent'),
      ingestToken: undefined,
      assets: loadAssetManifest(),
    });
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const width of [WIDTHS.desktop, 1100]) {
        const watched = await load(width, '/en/news/list/world', url);
        const { page } = watched;
        for (const type of NEWS_TYPES) {
          await expect(page.locator(`.xn-menu > li > a[href="/en/news/list/${type}"]`).count()).resolves.toBe(1);
          await expect(panel(page, type).count()).resolves.toBe(0);
        }
        await expect(page.locator('.xn-menu a[href^="/en/news/list/world/"]').count()).resolves.toBe(0);
        await expect(page.locator('.xn-menu__toggle').evaluateAll((buttons) => buttons.map((button) => button.textContent))).resolves.toEqual([en.header.more]);
        if (width === 1100) {
          await toggle(page, en.header.more).click();
          await expect(panel(page, 'more').isVisible()).resolves.toBe(true);
          expect(await entries(page, 'more')).toEqual(FOLDING.map((type) => ({ href: `/en/news/list/${type}`, text: en.header[type as 'world'] })));
          await expectAccessible(page);
        }
        expectNoProblems(watched);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    }
  });
});
