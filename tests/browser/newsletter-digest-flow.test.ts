import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { smtpHeldMailer } from '../../server/services/mail/smtp-held-mailer';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { newsletterLinkSecretOf } from '../../server/services/newsletter/newsletter-link-secret';
import { newsletterSender, type NewsletterSender } from '../../server/services/newsletter/newsletter-sender';
import { loadSite } from '../../server/site/load-site';
import type { LangCode } from '../../shared/languages';
import { articlePath } from '../../shared/routes';
import { freshIp, uniqueEmail } from '../support/accounts';
import { browserSuite, expectNoProblems, gotoHydrated, openPage, started, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';
import { newsletterLinkIn, storedSubscriber } from '../support/newsletter';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { TEST_INGEST_TOKEN } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/**
 * The newsletter's whole flow in Chromium against the real SMTP test server, in two languages: subscribe
 * from the footer, open the mailed link, choose topics, receive a digest by the operators'
 * trigger, leave with the mail's one-click unsubscribe (RFC 8058), and receive nothing more.
 */

const ORIGIN = 'https://www.xnews.com';
const OPS_TOKEN = 'ops-token-for-the-digest-flow-0123456789';
const AUTH_SECRET = 'digest-flow-auth-secret-0123456789abcdef';
const DAY = 86_400_000;
const logger = createLogger('silent');
const site = loadSite('xnews');

let smtp: TestSmtpServer | undefined;
let db: Database | undefined;
let sender: NewsletterSender | undefined;
/** The senders' clock: the first edition is yesterday's, the second today's. */
let now = Date.now() - DAY;
beforeAll(async () => {
  smtp = await startSmtpServer();
  db = await openTestDatabase();
  // Links are made on the public https origin, as behind the site's proxy; the test follows their paths here.
  sender = newsletterSender({
    db, site, logger, publicOrigin: ORIGIN, clock: () => new Date(now),
    mailer: smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 2 }),
    newsletterLinkSecret: newsletterLinkSecretOf(AUTH_SECRET),
  });
});
afterAll(async () => {
  await sender?.close();
  await smtp?.close();
  await db?.close();
});
const suite = browserSuite(() => ({
  stories: 10,
  app: {
    db: started(db, 'database'), newsletter: started(sender, 'sender'), opsToken: OPS_TOKEN, authSecret: AUTH_SECRET, ingestToken: TEST_INGEST_TOKEN,
    mailer: smtpMailer(started(smtp, 'mail server').url, 'xnews <no-reply@xnews.com>', logger),
  },
}));

const texts = (lang: LangCode) => site.translations[lang].newsletter;
const header = (mail: ReceivedMail, name: string) => mail.parsed.headers.find((entry) => entry.key === name)?.value ?? '';
/** The digests (list mail, unlike the confirmation) an address has received. */
const digestsTo = (email: string) => started(smtp, 'mail server').received.filter((mail) => mail.envelope.to.includes(email) && header(mail, 'list-id') !== '');
/** A link of the mail, on the public origin, followed on the site under test. */
const local = (url: string) => `${suite.site.baseUrl}${new URL(url).pathname}${new URL(url).search}`;

async function trigger(lang: LangCode): Promise<{ sent: number; skipped: number; failed: number; edition: string }> {
  const response = await fetch(`${suite.site.baseUrl}/api/ops/newsletter/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ frequency: 'daily', lang }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number; skipped: number; failed: number; edition: string };
}

async function worldStory(lang: LangCode, title: string, postedAt: number) {
  const english = newsItem({ type: 'world', subtype: 'Climate', title: `${title} (en)`, postTime: Math.floor(postedAt / 1000), trendingScore: 80 });
  const item = translated(english, lang, title);
  await ingest(suite.site.testApp, [english, item]);
  return item;
}

const footerBox = (page: Page) => page.locator('footer form.xn-newsletter');

describe('the newsletter from the footer to one-click unsubscribe', () => {
  it.each([
    ['es', WIDTHS.phone],
    ['tw', WIDTHS.desktop],
  ] as const)('in %s at %i px: subscribe, confirm, choose, receive a digest, unsubscribe in one click, receive nothing more', async (lang, width) => {
    const t = texts(lang);
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    const { page } = watched;
    const email = uniqueEmail(`digest-${lang}`);

    // Subscribe from the footer; the confirmation arrives by mail.
    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/news/list/trending`);
    await footerBox(page).locator('input[type="email"]').fill(email);
    await footerBox(page).getByRole('button').click();
    await footerBox(page).getByRole('status').filter({ hasText: t.checkInbox }).waitFor();
    const confirmation = await started(smtp, 'mail server').waitForMail((mail) => mail.envelope.to.includes(email));
    await gotoHydrated(page, `${suite.site.baseUrl}${newsletterLinkIn(confirmation.parsed.text ?? '', 'confirm')}`);
    await page.getByRole('status').filter({ hasText: t.confirmed }).waitFor();

    // Choose world news alone, daily.
    await page.getByRole('link', { name: t.managePreferences }).click();
    await page.getByRole('heading', { name: t.preferencesTitle }).waitFor();
    await page.getByRole('checkbox', { name: t.topStories }).uncheck();
    await page.getByRole('checkbox', { name: site.translations[lang].navigations.header.world, exact: true }).check();
    await page.getByRole('radio', { name: t.daily }).check();
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(await storedSubscriber(started(db, 'database'), email)).toMatchObject({ status: 'confirmed', topics: ['world'], frequency: 'daily', lang });

    // Yesterday's edition carries yesterday's world story, in the reader's language.
    now = Date.now() - DAY;
    const story = await worldStory(lang, lang === 'tw' ? `冰川消退加速 ${email}` : `Los glaciares retroceden ${email}`, now - 3_600_000);
    const first = await trigger(lang);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await expect.poll(() => digestsTo(email).length).toBe(1);
    const [digest] = digestsTo(email);
    expect(digest!.parsed.html).toContain(story.title);
    expect(digest!.parsed.html).toContain(`${ORIGIN}${articlePath(lang, story.title, story.id)}`);
    expect(digest!.parsed.text).toContain(story.title);
    expect(header(digest!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(https:\/\/[^>]+)>$/.exec(header(digest!, 'list-unsubscribe'))?.[1] ?? '';
    expect(new URL(unsubscribeUrl).pathname).toBe(`/${lang}/newsletter/unsubscribe`);

    // The mail's preferences link opens the reader's own page.
    await gotoHydrated(page, local(`${ORIGIN}${newsletterLinkIn(digest!.parsed.text ?? '', 'preferences')}`));
    await page.getByRole('heading', { name: t.preferencesTitle }).waitFor();

    // What a mail provider does for the reader's one click: a POST with no page.
    const oneClick = await fetch(local(unsubscribeUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await storedSubscriber(started(db, 'database'), email))?.status).toBe('unsubscribed');

    // Today's edition has a new world story, and nothing goes to the reader who left.
    now = Date.now();
    await worldStory(lang, lang === 'tw' ? `新的氣候報告 ${email}` : `Nuevo informe climático ${email}`, now - 3_600_000);
    const second = await trigger(lang);
    expect(second.edition).not.toBe(first.edition);
    expect(second.sent).toBe(0);
    expect(digestsTo(email)).toHaveLength(1);
    // The unsubscribe page, opened later from the same mail, says so.
    await gotoHydrated(page, local(unsubscribeUrl));
    await page.getByRole('status').filter({ hasText: t.unsubscribed }).waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });
});
