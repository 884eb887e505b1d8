import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import { articlePath, listPath, trendingPath } from '../../shared/routes';
import type { NewsItemInput } from '../../shared/types';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';

/**
 * What a reader sees of the reading-comfort work: how long a story takes to read, on its page and
 * its cards, in each language; the featured card's save button off its title; Chinese type.
 */

/** Bodies that take 2 minutes to read in their language (shared/reading-time.ts's rates; counted by hand in its tests). */
const TWO_MINUTE_BODIES: Record<LangCode, string> = {
  en: 'Readers vote for clear and honest news. '.repeat(51), // 7 × 51 = 357 words: 1.5 min
  es: 'El Gobierno aprobó ayer el presupuesto de este año. '.repeat(38), // 9 × 38 = 342 words
  fr: 'La ville a ouvert une nouvelle ligne de tramway. '.repeat(34), // 9 × 34 = 306 words
  cn: `${'经济政策影响深远。'.repeat(47)}经济政策影响深`, // 8 × 47 + 7 = 383 characters: 1.502 min
  tw: `${'臺灣的經濟成長。'.repeat(54)}臺灣的經濟`, // 7 × 54 + 5 = 383 characters
};

const TWO_MINUTES: Record<LangCode, string> = {
  en: '2 min read',
  cn: '阅读约 2 分钟',
  tw: '閱讀約 2 分鐘',
  es: '2 min de lectura',
  fr: '2 min de lecture',
};

const TITLES: Record<LangCode, readonly [string, string]> = {
  en: ['Harbour towns weigh the cost of rising tides', 'Ferry lines add night crossings for the winter'],
  cn: ['港口城镇权衡海平面上升的代价与应对之策', '渡轮公司为冬季增开夜间航班'],
  tw: ['港口城鎮權衡海平面上升的代價與因應之道', '渡輪公司為冬季增開夜間航班'],
  es: ['Los pueblos portuarios sopesan el coste de la subida del mar', 'Las navieras añaden travesías nocturnas en invierno'],
  fr: ['Les villes portuaires pèsent le coût de la montée des eaux', "Les compagnies de ferry ajoutent des traversées de nuit l'hiver"],
};

/** Two stories of a subcategory the demo barely uses, in every language: the first featured on its list, the second a card of its grid. */
const stories: NewsItemInput[][] = ([0, 1] as const).map((index) => {
  const base = newsItem({ type: 'lifestyle', subtype: 'Etiquette', trendingScore: 100 - index, postTime: daysAgo(0) - index * 60 });
  return LANGUAGE_CODES.map((lang) => ({ ...base, lang, title: TITLES[lang][index], news: TWO_MINUTE_BODIES[lang], summary: TITLES[lang][index] }));
});

const suite = browserSuite({ setup: (site) => ingest(site.testApp, stories.flat()) });
const openTab = sharedTab(suite);

const readingTimes = (page: Page, scope: string) => page.locator(`${scope} .xn-reading-time`).allTextContents();

describe('reading time', () => {
  it.each(LANGUAGE_CODES)('is on the article and on its cards in %s, as the server sends it', async (lang) => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    const [featured, card] = stories.map((versions) => versions.find((version) => version.lang === lang) as NewsItemInput);
    const list = await gotoHydrated(page, `${suite.site.baseUrl}${listPath(lang, 'lifestyle', 'Etiquette')}`);
    expect(await list?.text()).toContain(TWO_MINUTES[lang]);
    await expect(page.locator('.xn-story-featured .xn-story-title').textContent()).resolves.toBe(featured?.title);
    expect(await readingTimes(page, '.xn-story-featured')).toEqual([TWO_MINUTES[lang]]);
    const gridCard = page.locator('.xn-story-card', { has: page.getByRole('link', { name: card?.title, exact: true }) });
    expect(await gridCard.locator('.xn-reading-time').allTextContents()).toEqual([TWO_MINUTES[lang]]);

    await gotoHydrated(page, `${suite.site.baseUrl}${articlePath(lang, featured?.title ?? '', featured?.id ?? '')}`);
    expect(await readingTimes(page, '.xn-article-meta')).toEqual([TWO_MINUTES[lang]]);
    expectNoProblems(watched);
  });

  it.each(LANGUAGE_CODES)('keeps the date and the reading time whole on the narrowest cards in %s, and shows the handle only where some of it fits', async (lang) => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}${listPath(lang, 'lifestyle', 'Etiquette')}`);
    const lines = await page.locator('.xn-story-card .xn-story-meta').evaluateAll((metas) =>
      metas.map((meta) => {
        const box = meta.getBoundingClientRect();
        const shown = (part: Element | null) => {
          if (part === null) return 'none';
          const rect = part.getBoundingClientRect();
          if (rect.top >= box.bottom) return 'hidden';
          return rect.right <= box.right + 0.5 && part.scrollWidth <= Math.ceil(rect.width) ? 'whole' : `cut to ${Math.round(rect.width)} px`;
        };
        const handle = meta.querySelector('.xn-story-handle');
        return {
          date: shown(meta.querySelector('time')),
          reading: shown(meta.querySelector('.xn-reading-time')),
          // A handle cut to a few letters says nothing: it is there with 6 em at least, or not at all.
          handle: handle === null || shown(handle) === 'hidden' || handle.getBoundingClientRect().width >= 60 ? 'fine' : shown(handle),
        };
      }),
    );
    for (const line of lines) expect(line).toMatchObject({ date: 'whole', handle: 'fine' });
    expect(lines.filter((line) => line.reading === 'whole')).toHaveLength(1);
    expect(lines.filter((line) => line.reading !== 'whole' && line.reading !== 'none')).toEqual([]);
    await expectAccessible(page);
  });
});

describe('the featured card', () => {
  it.each(LANGUAGE_CODES.flatMap((lang) => [WIDTHS.phone, WIDTHS.desktop].map((width) => [lang, width] as const)))(
    'keeps its save button off its title on the %s trending list at %i px',
    async (lang, width) => {
      const watched = await openTab(width);
      const { page } = watched;
      await gotoHydrated(page, `${suite.site.baseUrl}${trendingPath(lang)}`);
      const overlaps = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article.xn-story'), (story) => {
          const button = story.querySelector('.xn-save-card')?.getBoundingClientRect();
          const title = story.querySelector('.xn-story-title')?.getBoundingClientRect();
          if (!button || !title) return 'missing';
          const apart = button.right <= title.left || title.right <= button.left || button.bottom <= title.top || title.bottom <= button.top;
          return apart ? null : story.querySelector('.xn-story-title')?.textContent;
        }).filter((found) => found !== null),
      );
      expect(overlaps).toEqual([]);
      expectNoProblems(watched);
    },
  );
});

describe('the header', () => {
  it.each(LANGUAGE_CODES)("shows the search box's whole placeholder in %s at 1280 px", async (lang) => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}${trendingPath(lang)}`);
    const room = await page.locator('.xn-search-form input').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = style.font;
      const box = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, box };
    });
    expect(room.text).toBeLessThanOrEqual(room.box);
  });
});

describe('Chinese type', () => {
  it.each(['cn', 'tw'] as const)('sets %s body text with room between lines, no hyphenation, and autospace where the browser has it', async (lang) => {
    const watched = await openTab(WIDTHS.phone);
    const { page } = watched;
    const [story] = stories.map((versions) => versions.find((version) => version.lang === lang) as NewsItemInput);
    await gotoHydrated(page, `${suite.site.baseUrl}${articlePath(lang, story?.title ?? '', story?.id ?? '')}`);
    const type = await page.locator('.xn-article-body').evaluate((body) => {
      const style = getComputedStyle(body);
      return {
        lineHeight: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
        hyphens: style.hyphens,
        lineBreak: style.lineBreak,
        autospace: CSS.supports('text-autospace', 'normal') ? style.getPropertyValue('text-autospace') : 'normal',
      };
    });
    expect(type.lineHeight).toBeGreaterThanOrEqual(1.8);
    expect(type).toMatchObject({ hyphens: 'manual', lineBreak: 'strict', autospace: 'normal' });

    // The same story's English page keeps latin text's line height.
    await gotoHydrated(page, `${suite.site.baseUrl}${articlePath('en', TITLES.en[0], story?.id ?? '')}`);
    const english = await page.locator('.xn-article-body').evaluate((body) => Number.parseFloat(getComputedStyle(body).lineHeight) / Number.parseFloat(getComputedStyle(body).fontSize));
    expect(english).toBeCloseTo(1.7, 2);
    expectNoProblems(watched);
  });
});
