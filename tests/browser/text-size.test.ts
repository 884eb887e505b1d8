import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choicesOf, type ReadingChoice } from '../../shared/reading-preferences';
import { articlePath, briefPath, listPath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, newTestContext, sharedTab } from '../support/browser';
import { ingest } from '../support/ingest';

/**
 * Decision 039: the article toolbar's text size steps, with and without JavaScript, drawn by the
 * server on later pages, and a layout that holds at 320 CSS px in every step (WCAG 1.4.10) and at
 * 200% zoom (WCAG 1.4.4, a 640 px wide viewport for a 1280 px window).
 */

const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 100, postTime: daysAgo(0), title: 'Harbour towns weigh the cost of rising tides' });
const suite = browserSuite({ stories: 20, setup: (site) => ingest(site.testApp, [story]) });
/** A tab for each zoom level the layout is checked at: the device pixel ratio is the context's. */
const tabAtZoom = { 1: sharedTab(suite), 2: sharedTab(suite, { deviceScaleFactor: 2 }) } as const;

/** The root font size of each step (client/styles/base.css), in px of a 16 px browser default. */
const ROOT_SIZE: Record<ReadingChoice<'text-size'>, string> = { default: '16px', large: '18px', larger: '20px' };
const LABEL: Record<ReadingChoice<'text-size'>, string> = { default: 'Default', large: 'Large', larger: 'Larger' };

const url = (path: string) => `${suite.site.baseUrl}${path}`;
const article = () => url(articlePath('en', story.title, story.id));
const rootSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const step = (page: Page, choice: ReadingChoice<'text-size'>) => page.locator('.xn-text-size').getByRole('link', { name: LABEL[choice], exact: true });

describe('the text size steps', () => {
  it('work without JavaScript, through the server, and hold on the next pages', async () => {
    const context = await newTestContext(suite.browser, { viewport: { width: 800, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(article());
    expect(await rootSize(page)).toBe(ROOT_SIZE.default);
    await step(page, 'larger').click();
    await page.waitForURL(article());
    expect(await rootSize(page)).toBe(ROOT_SIZE.larger);
    await expect(step(page, 'larger').getAttribute('aria-current')).resolves.toBe('true');
    await page.goto(url(listPath('en', 'world')));
    expect(await rootSize(page)).toBe(ROOT_SIZE.larger);
    await page.goto(article());
    await step(page, 'default').click();
    await page.waitForURL(article());
    expect(await rootSize(page)).toBe(ROOT_SIZE.default);
    await context.close();
  });

  it('change the page at once with JavaScript, without a reload, and hold on the next pages', async () => {
    const watched = await tabAtZoom[1](800);
    const { page } = watched;
    await gotoHydrated(page, article());
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await step(page, 'large').click();
    await expect.poll(() => rootSize(page)).toBe(ROOT_SIZE.large);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expectAccessible(page);
    await gotoHydrated(page, url(listPath('en', 'world')));
    expect(await rootSize(page)).toBe(ROOT_SIZE.large);
    expectNoProblems(watched);
  });
});

describe('the brief page', () => {
  const brief = () => url(briefPath('en', story.title, story.id));
  it('offers the same steps in its toolbar, through the server without JavaScript and in place with it', async () => {
    const context = await newTestContext(suite.browser, { viewport: { width: 800, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(brief());
    await expect(page.locator('.xn-brief .xn-article-tools .xn-text-size__step').allTextContents()).resolves.toEqual(choicesOf('text-size').map((choice) => LABEL[choice]));
    await expect(step(page, 'default').getAttribute('aria-current')).resolves.toBe('true');
    await step(page, 'large').click();
    await page.waitForURL(brief());
    expect(await rootSize(page)).toBe(ROOT_SIZE.large);
    await expect(step(page, 'large').getAttribute('aria-current')).resolves.toBe('true');
    await context.close();

    const watched = await tabAtZoom[1](800);
    await gotoHydrated(watched.page, brief());
    await watched.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await step(watched.page, 'larger').click();
    await expect.poll(() => rootSize(watched.page)).toBe(ROOT_SIZE.larger);
    expect(await watched.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(step(watched.page, 'larger').getAttribute('aria-current')).resolves.toBe('true');
    await expectAccessible(watched.page);
    // The same choice as the article's: the article is drawn in it.
    await gotoHydrated(watched.page, article());
    expect(await rootSize(watched.page)).toBe(ROOT_SIZE.larger);
    expectNoProblems(watched);
  });
});

describe('the layout', () => {
  const pages = { list: listPath('en', 'world'), article: articlePath('en', story.title, story.id), brief: briefPath('en', story.title, story.id) };
  const cases = choicesOf('text-size').flatMap((size) =>
    Object.entries(pages).flatMap(([name, path]) => [
      [size, name, path, 320, 1],
      [size, name, path, 1280, 2],
    ] as const),
  );
  it.each(cases)('holds in the %s size on the %s page (%s) in a %i px window at zoom %i, without scrolling sideways', async (size, _name, path, width, zoom) => {
    const { context, page } = await tabAtZoom[zoom](width / zoom, 800);
    if (size !== 'default') await context.addCookies([{ name: 'xn_size', value: size, url: suite.site.baseUrl }]);
    await gotoHydrated(page, url(path));
    expect(await rootSize(page)).toBe(ROOT_SIZE[size]);
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  });
});
