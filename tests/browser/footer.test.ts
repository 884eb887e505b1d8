import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../server/site/load-site';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWS_TYPES } from '../../shared/taxonomy';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';

/** The footer in a real browser (spec §2, §9): 560 px high, its links, Follow Us, the newsletter box, the copyright. */

const suite = browserSuite({ stories: 60 });
const openTab = sharedTab(suite);

const { translations } = loadSite('xnews');
const YEAR = new Date().getUTCFullYear();

async function load(width: number, path = '/en/news/list/trending'): Promise<WatchedPage> {
  const watched = await openTab(width);
  const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return watched;
}

const footer = (page: Page) => page.locator('footer.xn-footer');

/** Every visible element of the footer that sticks out of its box, as 'tag.class'. */
function overflowing(page: Page): Promise<string[]> {
  return footer(page).evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
}

describe('footer layout', () => {
  it.each([375, 560, 740, 800, 1024, 1280])('is 560 px high with everything inside at %i px', async (width) => {
    const watched = await load(width);
    const { page } = watched;
    const box = await footer(page).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.height).toBe(560);
    expect(box.width).toBe(width);
    expect(await overflowing(page)).toEqual([]);
    expectNoProblems(watched);
  });

  it.each(LANGUAGE_CODES)('fits its %s texts at 375 px', async (lang) => {
    const watched = await load(WIDTHS.phone, `/${lang}/news/list/trending`);
    expect(await footer(watched.page).evaluate((el) => el.getBoundingClientRect().height)).toBe(560);
    expect(await overflowing(watched.page)).toEqual([]);
    expectNoProblems(watched);
  });

  it.each(Object.entries(WIDTHS))('is accessible at %s width', async (_name, width) => {
    const watched = await load(width);
    await footer(watched.page).scrollIntoViewIfNeeded();
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });
});

describe('footer content', () => {
  it('links the archive, the site pages and the news lists, keeping the language', async () => {
    for (const lang of ['en', 'es'] as const) {
      const { footer: texts, header } = translations[lang].navigations;
      const watched = await load(WIDTHS.desktop, `/${lang}/news/list/trending`);
      const { page } = watched;
      const link = (name: string) => footer(page).getByRole('link', { name, exact: true }).getAttribute('href');
      await expect(link('xnews')).resolves.toBe(`/${lang}/news/list/trending`);
      await expect(link(texts.archive)).resolves.toBe(`/${lang}/news/archive`);
      await expect(link(texts.about)).resolves.toBe(`/${lang}/about/AboutUS`);
      await expect(link(texts.contact)).resolves.toBe(`/${lang}/about/contact`);
      await expect(link(texts.privacy)).resolves.toBe(`/${lang}/about/privacy`);
      await expect(link(texts.terms)).resolves.toBe(`/${lang}/about/terms`);
      for (const type of NEWS_TYPES) await expect(link(header[type])).resolves.toBe(`/${lang}/news/list/${type}`);
      await expect(footer(page).getByRole('heading', { name: texts.followUs }).isVisible()).resolves.toBe(true);
      expectNoProblems(watched);
    }
  });

  it('follows the site on X and Facebook in a new tab, without handing over the opener', async () => {
    const watched = await load(WIDTHS.phone);
    const { page } = watched;
    for (const [name, href] of [
      ['X', 'https://x.com/xnews'],
      ['Facebook', 'https://www.facebook.com/xnews'],
    ]) {
      const link = footer(page).getByRole('link', { name, exact: true });
      await expect(link.isVisible()).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toBe(href);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    expectNoProblems(watched);
  });

  it('has a labelled newsletter box that posts to the newsletter endpoint and asks for a valid email first', async () => {
    const { footer: texts } = translations.fr.navigations;
    const watched = await load(WIDTHS.tablet, '/fr/news/list/trending');
    const { page } = watched;
    const input = page.getByLabel(texts.subscribe, { exact: true });
    await expect(input.getAttribute('type')).resolves.toBe('email');
    await expect(input.getAttribute('name')).resolves.toBe('email');
    await expect(input.getAttribute('placeholder')).resolves.toBe(texts.newsletterPlaceholder);
    const form = footer(page).locator('form');
    await expect(form.getAttribute('method')).resolves.toBe('post');
    await expect(form.getAttribute('action')).resolves.toBe('/api/public/newsletter');
    const button = footer(page).getByRole('button', { name: texts.newsletterButton, exact: true });
    await expect(button.getAttribute('type')).resolves.toBe('submit');

    // An empty or malformed address stays on the page: the browser asks for a valid one.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await button.click();
    await input.fill('not-an-address');
    await button.click();
    expect(await input.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
    expect(documents).toEqual([]);
    expectNoProblems(watched);
  });

  it('fills the copyright line with the site name and the year, in each language', async () => {
    const expected = { en: `© ${YEAR} xnews. All rights reserved.`, cn: `© ${YEAR} xnews。保留所有权利。`, fr: `© ${YEAR} xnews. Tous droits réservés.` };
    for (const [lang, text] of Object.entries(expected)) {
      const watched = await load(WIDTHS.tablet, `/${lang}/news/list/trending`);
      await expect(footer(watched.page).locator('.xn-footer__copyright').textContent()).resolves.toBe(text);
      expectNoProblems(watched);
    }
  });

  it('carries the configured footer class name', async () => {
    const watched = await load(WIDTHS.desktop);
    const className = loadSite('xnews').config.style.footerClassName;
    await expect(footer(watched.page).evaluate((el, name) => el.classList.contains(name), className)).resolves.toBe(true);
    expectNoProblems(watched);
  });
});
