import { describe, expect, it } from 'vitest';
import { fill } from '../../shared/fill-text';
import { DESK_API } from '../../shared/desk-api';
import { formatArticleDate } from '../../client/pages/article/article-date';
import { freshIp, insertNewUser, signInBrowser, type TestUser } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { TEST_OPS_TOKEN } from '../support/desk';

/**
 * A saved story the editors withdrew, on the saved page in Chromium (decisions 019 and 033): a small
 * card in its place that says so in the page's language, with none of the story's text, and a
 * Remove button that works from the keyboard and says what it did.
 */

const suite = browserSuite({ stories: 30, app: { opsToken: TEST_OPS_TOKEN } });
const french = () => suite.site.testApp.site.translations.fr;

async function storedSaves(user: TestUser): Promise<string[]> {
  const rows = await suite.site.testApp.db.query<{ story_id: string }>('SELECT story_id FROM saved_stories WHERE user_id = $1 ORDER BY saved_at DESC', [user.userId]);
  return rows.map((row) => row.story_id);
}

describe('a withdrawn saved story', () => {
  it('shows as a withdrawn card in its place, in French at 375 px, and is removed from the keyboard', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const stories = await suite.site.testApp.db.query<{ id: string; title: string }>(
      `SELECT s.id::text AS id, v.title FROM stories s JOIN story_versions v ON v.story_id = s.id AND v.lang = 'fr' WHERE s.withdrawn_at IS NULL ORDER BY s.id LIMIT 3`,
    );
    expect(stories).toHaveLength(3);
    // Saved an hour apart, the first newest: the withdrawn one is the second card.
    for (const [index, story] of stories.entries()) {
      await suite.site.testApp.db.query(`INSERT INTO saved_stories (user_id, story_id, saved_at) VALUES ($1, $2, now() - $3 * interval '1 hour')`, [user.userId, story.id, index]);
    }
    const [newest, gone, oldest] = stories as [(typeof stories)[0], (typeof stories)[0], (typeof stories)[0]];
    const withdrawal = await fetch(`${suite.site.baseUrl}${DESK_API.withdraw(gone.id)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: JSON.stringify({ reason: 'legal', note: 'Court order' }),
    });
    expect(withdrawal.status).toBe(200);
    const { withdrawnAt } = (await withdrawal.json()) as { withdrawnAt: string };

    const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/fr/saved`);
    await page.getByRole('heading', { name: french().reader.savedTitle, level: 1 }).waitFor();

    const cards = page.locator('main .xn-grid > *');
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.nth(0).locator('.xn-story-title').innerText()).resolves.toBe(newest.title);
    await expect(cards.nth(2).locator('.xn-story-title').innerText()).resolves.toBe(oldest.title);
    const card = cards.nth(1);
    const notice = fill(french().navigations.news.withdrawn, { date: formatArticleDate(Date.parse(withdrawnAt) / 1000, 'fr') });
    expect(notice).toMatch(/^Cet article a été retiré par la rédaction le \d/);
    await expect(card.locator('p').first().innerText()).resolves.toBe(notice);
    await expect(card.getAttribute('class')).resolves.toBe('xn-withdrawn-saved');
    // None of its text, and no link to it.
    await expect(page.locator('main').innerText()).resolves.not.toContain(gone.title);
    await expect(card.locator('a, img').count()).resolves.toBe(0);
    await expectAccessible(page);

    // From the keyboard: the button is reached with Tab and pressed with Enter.
    const remove = card.getByRole('button', { name: french().reader.remove, exact: true });
    await remove.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(remove.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const status = card.getByRole('status');
    await status.filter({ hasText: french().reader.announceRemoved }).waitFor();
    // The button is gone: the focus is on what it did, not lost.
    await expect(status.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(card.getByRole('button').count()).resolves.toBe(0);
    expect(await storedSaves(user)).toEqual([newest.id, oldest.id]);
    await expectAccessible(page);

    // Opened again, the card is gone and the others keep their order.
    await gotoHydrated(page, `${suite.site.baseUrl}/fr/saved`);
    await expect(page.locator('main .xn-grid > *').count()).resolves.toBe(2);
    await expect(page.locator('main .xn-withdrawn-saved').count()).resolves.toBe(0);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
