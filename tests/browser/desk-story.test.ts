import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import type { NewsItem } from '../../shared/types';
import { articlePath } from '../../shared/routes';
import { freshIp } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { signInStaffBrowser } from '../support/desk-browser';
import { ingest } from '../support/ingest';

/**
 * The desk's one-story screen in Chromium (decision 033): an editor sees every language version
 * side by side, withdraws the story from the keyboard alone and restores it, corrects its English
 * title with a public note, features it on trending and unfeatures it; the public site follows
 * each step, and axe finds nothing serious in any state at 375 and 1280 px.
 */

// One story per width, each in English and French, quiet enough that trending does not put it first by itself.
const stories = {
  [WIDTHS.phone]: newsItem({ title: 'Harbour authority delays the new ferry terminal', trendingScore: 1 }),
  [WIDTHS.desktop]: newsItem({ title: 'Regional rail line reopens after the spring floods', trendingScore: 1 }),
};
const frenchTitle = (width: number) => `Version française du récit ${width}`;

const suite = browserSuite({
  stories: 20,
  setup: (site) => ingest(site.testApp, Object.entries(stories).flatMap(([width, item]) => [item, translated(item, 'fr', frenchTitle(Number(width)))])),
});
const texts = () => suite.site.testApp.site.translations.en.desk.story;
const publicStatus = async (path: string) => (await fetch(`${suite.site.baseUrl}${path}`, { redirect: 'manual' })).status;

/** Presses Tab until the element has the focus, as someone with a keyboard alone would. */
async function tabTo(page: Page, selector: string) {
  const target = page.locator(selector);
  for (let presses = 0; presses < 80 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(target.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the desk’s story screen', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('lets an editor check, withdraw, restore, correct and feature a story at %i px', async (width) => {
    const story = stories[width];
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInStaffBrowser(watched.context, suite.site, 'editor', 'Desk Editor');
    const response = await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/stories/${story.id}`);
    expect(response?.status()).toBe(200);

    // Every language version, side by side on a desktop: both titles, the body as readers see it.
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    const english = page.getByRole('region', { name: /^English/ });
    const french = page.getByRole('region', { name: /^Français/ });
    await english.getByText(story.title, { exact: true }).waitFor();
    await french.getByText(frenchTitle(width), { exact: true }).waitFor();
    await english.getByText('citing easing inflation', { exact: false }).waitFor();
    const [englishBox, frenchBox] = await Promise.all([english.boundingBox(), french.boundingBox()]);
    if (width === WIDTHS.desktop) expect(englishBox?.y).toBe(frenchBox?.y);
    else expect(frenchBox?.y ?? 0).toBeGreaterThan((englishBox?.y ?? 0) + (englishBox?.height ?? 0) - 1);
    await expect(english.getByRole('link', { name: 'Article in English' }).getAttribute('href')).resolves.toBe(articlePath('en', story.title, story.id));
    await expectAccessible(page);

    // Withdraw from the keyboard alone: a note is required, then a confirmation.
    await tabTo(page, '#xn-desk-withdraw-reason');
    await page.keyboard.type('Legal');
    await expect(page.locator('#xn-desk-withdraw-reason').inputValue()).resolves.toBe('legal');
    await tabTo(page, `button:text-is("${texts().withdraw.submit}")`);
    await page.keyboard.press('Enter');
    await page.getByText(texts().withdraw.noteRequired).waitFor();
    await expect(page.locator('#xn-desk-withdraw-note').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('Court order 7/2026');
    await tabTo(page, `button:text-is("${texts().withdraw.submit}")`);
    await page.keyboard.press('Enter');
    await page.getByText(texts().withdraw.confirm).waitFor();
    await expect(focusedText(page)).resolves.toBe(texts().withdraw.confirmSubmit);
    await expectAccessible(page);
    await page.keyboard.press('Space');
    const withdrawn = page.getByRole('status').filter({ hasText: texts().withdraw.done });
    await withdrawn.waitFor();
    await expect(focusedText(page)).resolves.toBe(texts().withdraw.done);
    const [row] = await suite.site.testApp.db.query<{ withdrawn_reason: string; withdrawn_note: string }>('SELECT withdrawn_reason, withdrawn_note FROM stories WHERE id = $1', [story.id]);
    expect(row).toEqual({ withdrawn_reason: 'legal', withdrawn_note: 'Court order 7/2026' });
    await expect.poll(() => publicStatus(articlePath('en', story.title, story.id))).toBe(410);
    const withdrawal = page.locator('.xn-ds-withdrawn');
    await withdrawal.getByText(texts().reasons.legal, { exact: true }).waitFor();
    await withdrawal.getByText('Court order 7/2026', { exact: true }).waitFor();
    await expect(english.getByRole('link').count()).resolves.toBe(0);
    await expectAccessible(page);

    // Restore: back exactly as it was.
    await page.getByLabel(texts().withdraw.restoreNote, { exact: true }).fill('The order was lifted');
    await page.getByRole('button', { name: texts().withdraw.restore }).click();
    await page.getByRole('status').filter({ hasText: texts().withdraw.restored }).waitFor();
    await expect.poll(() => publicStatus(articlePath('en', story.title, story.id))).toBe(200);

    // Correct the English title, with a note readers see.
    const title = `${story.title}, a week late`;
    await page.getByLabel(texts().correct.lang, { exact: true }).selectOption('en');
    await page.getByLabel(texts().kinds.correction, { exact: true }).check();
    await page.getByLabel(texts().correct.publicNote, { exact: true }).fill('An earlier version gave the wrong opening date.');
    // A title the ingest's checks refuse (under 5 characters): the API's 400 names it, and the error is shown beside it.
    const titleField = page.getByLabel(texts().fields.title, { exact: true });
    await titleField.fill('Oops');
    await page.getByRole('button', { name: texts().correct.submit }).click();
    await page.locator('#xn-desk-correct-title-error').getByText(texts().refusals.invalid).waitFor();
    await expect(titleField.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
    await titleField.fill(title);
    await page.getByRole('button', { name: texts().correct.submit }).click();
    await page.getByRole('status').filter({ hasText: texts().correct.done }).waitFor();
    await expect(focusedText(page)).resolves.toBe(texts().correct.done);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect
      .poll(async () => {
        const answer = await fetch(`${suite.site.baseUrl}${articlePath('en', title, story.id)}`);
        const html = await answer.text();
        return answer.status === 200 && html.includes(title) && html.includes('An earlier version gave the wrong opening date.');
      })
      .toBe(true);
    await expectAccessible(page);

    // Upstream sends the story again with a title of its own: the desk keeps its correction, shows
    // both titles side by side, and the editor dismisses upstream's.
    const upstreamTitle = `${story.title} (upstream)`;
    await ingest(suite.site.testApp, [{ ...story, title: upstreamTitle }]);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/stories/${story.id}`);
    const held = page.getByRole('region', { name: `${texts().fields.title} (English)` });
    await held.getByText(upstreamTitle, { exact: true }).waitFor();
    await held.getByText(title, { exact: true }).waitFor();
    // And what upstream changes, word by word: the desk's ', a week late' removed, ' (upstream)' added.
    const marked = (tag: 'ins' | 'del') => held.locator(`.xn-ds-changes ${tag}`).evaluateAll((parts) => parts.map((part) => part.textContent?.replace(/\s+/g, ' ').trim()).join('|'));
    await expect(marked('del')).resolves.toBe(`${texts().ingest.removed} , a week late`);
    await expect(marked('ins')).resolves.toBe(`${texts().ingest.added} (upstream)`);
    await expectAccessible(page);
    await held.getByRole('button', { name: texts().ingest.dismiss }).click();
    await page.getByRole('status').filter({ hasText: texts().ingest.dismissed }).waitFor();
    await expect(page.getByRole('button', { name: texts().ingest.dismiss }).count()).resolves.toBe(0);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Feature it on trending in English alone; then unpin it.
    await page.getByLabel('Français', { exact: true }).uncheck();
    await page.getByRole('button', { name: texts().feature.submit }).click();
    await page.getByRole('status').filter({ hasText: texts().feature.done }).waitFor();
    const firstOnTrending = async () => ((await (await fetch(`${suite.site.baseUrl}/api/public/xnews/list?lang=en&type=trending&size=3`)).json()) as NewsItem[])[0]?.id;
    await expect.poll(firstOnTrending).toBe(story.id);
    const pins = await suite.site.testApp.db.query<{ list: string; lang: string }>('SELECT list, lang FROM story_pins WHERE story_id = $1', [story.id]);
    expect(pins).toEqual([{ list: 'trending', lang: 'en' }]);
    await page.getByText(/^Trending in English, until/).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: texts().feature.unpin }).click();
    await page.getByRole('status').filter({ hasText: texts().feature.unpinned }).waitFor();
    await page.getByText(texts().feature.none).waitFor();
    await expect.poll(firstOnTrending).not.toBe(story.id);

    // The desk history, every action with who did it, and the audit trail filtered by this story.
    // Compared as sets: the trail's order is the audit API's, which its own tests hold.
    const history = page.getByRole('region', { name: texts().history.title });
    const actions = texts().history.actions;
    await expect
      .poll(async () => (await history.locator('li strong').allInnerTexts()).sort())
      .toEqual(
        [actions['story-unfeatured'], actions['story-featured'], actions['upstream-dismissed'], actions['story-corrected'], actions['story-restored'], actions['story-withdrawn']].sort(),
      );
    await expect(history.getByText('Desk Editor (editor)').count()).resolves.toBe(6);
    await expect(history.getByRole('link', { name: texts().history.auditLink }).getAttribute('href')).resolves.toBe(`/en/desk/audit?story=${story.id}`);
    await expectAccessible(page);
    // The refused title's 400, which the browser reports in its console.
    expectNoProblems(watched, [/status of 400/]);
    await watched.context.close();
  });
});
