import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESK_API } from '../../shared/desk-api';
import { fill } from '../../shared/fill-text';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { freshIp } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, WIDTHS } from '../support/browser';
import { TEST_OPS_TOKEN } from '../support/desk';
import { signInStaffBrowser } from '../support/desk-browser';
import { ingest } from '../support/ingest';

/*
 * The desk's records in Chromium (decision 033): the audit trail and its filters, the inbox and
 * marking a message handled from the keyboard, the newsletter's counts and "send now", each
 * screen axe-clean at 375 and 1280 px.
 */

const suite = browserSuite({ stories: 20, app: { opsToken: TEST_OPS_TOKEN } });
const openTab = sharedTab(suite);
const texts = () => suite.site.testApp.site.translations.en.desk;
const app = () => suite.site.testApp.app;

async function editorPage(width: number) {
  const watched = await openTab(width, 900, { clientIp: freshIp() });
  await signInStaffBrowser(watched.context, suite.site, 'editor', `Editor at ${width}`);
  return watched;
}

/** Presses Tab until this element has the focus (a keyboard user's way to it), at most 80 times. */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached with Tab');
}

describe('the desk’s records', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('show a withdrawal in the audit trail, filtered by action and by story, at %i px', async (width) => {
    const story = newsItem({ title: `Audit trail browser story at ${width} px` });
    await ingest(suite.site.testApp, [story]);
    const note = `Wrong figures in the story at ${width} px`;
    await request(app()).post(DESK_API.withdraw(story.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).set('X-Forwarded-For', freshIp()).send({ reason: 'error', note }).expect(200);

    const watched = await editorPage(width);
    const { page } = watched;
    const { audit } = texts();
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/audit`);
    await page.getByRole('heading', { level: 1, name: audit.title }).waitFor();
    const row = page.getByRole('row').filter({ hasText: note });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe(audit.actions['story-withdrawn']);
    await expect(row.getByRole('link', { name: fill(audit.targets.story, { id: story.id }) }).getAttribute('href')).resolves.toBe(`/en/desk/stories/${story.id}`);
    await expect(row.getByText(audit.reasons.error).count()).resolves.toBe(1);
    await expectAccessible(page);

    // A story id that is no id is named at its field, which gets the focus, and nothing is asked.
    const storyField = page.getByLabel(audit.story);
    await storyField.fill('not-a-story');
    await page.getByRole('button', { name: audit.apply }).click();
    await page.getByText(audit.badStory).waitFor();
    await expect(storyField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);

    // By action: only withdrawals; then by this story too: its one entry.
    await storyField.fill('');
    await page.getByLabel(audit.action).selectOption('story-withdrawn');
    await page.getByRole('button', { name: audit.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'story-withdrawn');
    await row.waitFor();
    const actions = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(new Set(actions)).toEqual(new Set([audit.actions['story-withdrawn']]));
    await page.getByLabel(audit.story).fill(story.id);
    await page.getByRole('button', { name: audit.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('story') === story.id);
    await page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, 1);
    await row.waitFor();
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('show a contact message in the inbox, marked handled from the keyboard, at %i px', async (width) => {
    const subject = `Typo in the headline, seen at ${width} px`;
    const message = 'Hello,\nthe second paragraph says <b>2023</b> where it should say 2024.';
    const posted = await request(app()).post('/api/public/contact').set('X-Forwarded-For', freshIp()).send({ name: 'Rosa Reader', email: `rosa.${width}@example.com`, subject, message, lang: 'es' });
    expect(posted.status).toBe(200);

    const watched = await editorPage(width);
    const { page } = watched;
    const { inbox } = texts();
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/inbox?open=1`);
    const card = page.getByRole('article', { name: subject });
    await card.waitFor();
    await expect(page.getByLabel(inbox.onlyOpen).isChecked()).resolves.toBe(true);
    // The text as typed, markup and all, never read as HTML.
    await expect(card.locator('.xn-desk-records-message').innerText()).resolves.toBe(message);
    await expect(card.locator('b').count()).resolves.toBe(0);
    await expect(card.getByRole('link', { name: `rosa.${width}@example.com` }).getAttribute('href')).resolves.toBe(`mailto:rosa.${width}@example.com`);
    await expectAccessible(page);

    const mark = card.getByRole('button', { name: inbox.markHandled });
    await tabTo(page, mark);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: fill(inbox.markedHandled, { subject }) }).waitFor();
    const reopen = card.getByRole('button', { name: inbox.markOpen });
    await reopen.waitFor();
    await expect(reopen.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    const [stored] = await suite.site.testApp.db.query<{ handled_at: string | null; handled_by: string | null }>(`SELECT handled_at::text, handled_by FROM contact_messages WHERE subject = $1`, [subject]);
    expect(stored?.handled_at).not.toBeNull();
    expect(stored?.handled_by).toBe(`Editor at ${width}`);
    await expect(card.getByText(`by Editor at ${width}.`).count()).resolves.toBe(1);
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('show the newsletter’s subscribers and send an edition now, at %i px', async (width) => {
    const db = suite.site.testApp.db;
    // A story of the last hour, so that the daily edition has something to send (its window is 24 hours).
    await ingest(suite.site.testApp, [newsItem({ title: `Newsletter browser story at ${width} px`, postTime: Math.floor(Date.now() / 1000) - 3600, trendingScore: 99 })]);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, lang, frequency, status, link_key) VALUES ($1, 'en', 'daily', 'confirmed', $2) ON CONFLICT DO NOTHING`,
      [`daily.${width}@example.com`, `key-${width}`],
    );
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM newsletter_subscribers WHERE lang = 'en' AND frequency = 'daily' AND status = 'confirmed'`);

    const watched = await editorPage(width);
    const { page } = watched;
    const { newsletter } = texts();
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/newsletter`);
    const subscribers = page.getByRole('table', { name: newsletter.subscribersCaption });
    const row = subscribers.getByRole('row').filter({ hasText: newsletter.subscriberStatuses.confirmed }).filter({ hasText: newsletter.frequencies.daily }).filter({ hasText: 'English' });
    await expect(row.getByRole('cell').last().innerText()).resolves.toBe(String(count));
    await expectAccessible(page);

    await page.getByLabel(newsletter.frequency, { exact: true }).selectOption('daily');
    await page.getByLabel(newsletter.language, { exact: true }).selectOption('en');
    await page.getByRole('button', { name: newsletter.send }).click();
    const confirm = page.getByRole('button', { name: newsletter.confirmSend });
    await page.getByText(fill(newsletter.confirm, { frequency: newsletter.frequencies.daily, languages: 'English' })).waitFor();
    await expect(confirm.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: newsletter.sent }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: newsletter.sent }).getByRole('listitem').innerText()).resolves.toMatch(/^English: /);
    // One edition of the day in English, however often it is asked, with its sends; the editions' table is read again.
    const editions = await db.query<{ sends: number }>(
      `SELECT (SELECT count(*)::int FROM newsletter_sends s WHERE s.edition_id = e.id) AS sends FROM newsletter_editions e WHERE e.lang = 'en' AND e.frequency = 'daily'`,
    );
    expect(editions).toHaveLength(1);
    expect(editions[0]?.sends).toBeGreaterThan(0);
    await page.getByRole('table', { name: newsletter.editionsCaption }).getByRole('row').filter({ hasText: newsletter.frequencies.daily }).filter({ hasText: 'English' }).waitFor();
    const trail = await db.query<{ after: unknown }>(`SELECT after FROM desk_audit WHERE action = 'newsletter-sent' AND actor_name = $1`, [`Editor at ${width}`]);
    expect(trail).toEqual([{ after: { frequency: 'daily', langs: ['en'] } }]);
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});
