import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { translated } from '../../scripts/harness/news-fixtures';
import { seedSubscribers, sendRows } from '../../scripts/harness/newsletter-fixtures';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { ingestNews } from '../../server/services/ingest/ingest-news';
import type { HeldMailer } from '../../server/services/mail/mailer';
import { smtpHeldMailer } from '../../server/services/mail/smtp-held-mailer';
import { localTime } from '../../server/services/newsletter/edition-period';
import { newsletterLinkSigner } from '../../server/services/newsletter/newsletter-links';
import { newsletterSender, type NewsletterSenderOptions } from '../../server/services/newsletter/newsletter-sender';
import { loadSite } from '../../server/site/load-site';
import { temporaryMediaStore } from '../../server/services/media/temporary-media-store';
import { storeDemoImages } from '../support/demo-media';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { ingestedStory } from '../support/newsletter';
import { openTestDatabase } from '../support/test-database';

const logger = createLogger('silent');
const site = loadSite('xnews');
const SECRET = 'newsletter-test-secret';
const ORIGIN = 'https://news.example.test';
const HOUR = 3_600_000;

let db: Database;
let smtp: TestSmtpServer;
const deferred = new Set<string>();
const mailers: HeldMailer[] = [];

function sender(options: Partial<NewsletterSenderOptions> = {}) {
  const mailer = options.mailer ?? smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 3 });
  mailers.push(mailer);
  return newsletterSender({ db, site, logger, publicOrigin: ORIGIN, newsletterLinkSecret: SECRET, ...options, mailer });
}

/**
 * 10:00 in the English edition's time zone, about `days` ago: editions are named by their local
 * date, so a case whose clock moves by hours must not depend on the hour the test runs at.
 */
function tenInTheMorning(days: number): Date {
  const timeZone = site.newsletter.timeZones.en ?? 'UTC';
  let at = new Date(Math.floor((Date.now() - days * 24 * HOUR) / HOUR) * HOUR);
  while (localTime(at, timeZone).hour !== 10) at = new Date(at.getTime() - HOUR);
  return at;
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

const story = (overrides: Parameters<typeof ingestedStory>[1]) => ingestedStory(db, overrides);

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer({ rejectRecipients: ['gone@example.com'], deferRecipients: deferred });
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.close();
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

describe('a newsletter edition', () => {
  it('sends each confirmed subscriber of the language one digest of their topics, with one-click unsubscribe, once', async () => {
    const now = Date.now();
    const world = await story({ type: 'world', subtype: 'Climate', title: 'Glaciers retreat faster in the Alps', postTime: Math.floor(now / 1000) - 3600, trendingScore: 90 });
    const sports = await story({ type: 'sports', subtype: 'Football', title: 'Cup final goes to extra time', postTime: Math.floor(now / 1000) - 7200, trendingScore: 40 });
    await ingestNews(db, [translated(world, 'fr', 'Les glaciers reculent plus vite dans les Alpes')]);
    // Their image stored, as a server's copier would have by the time of the edition: a mail shows the site's copy.
    const media = temporaryMediaStore();
    onTestFinished(() => media.remove());
    const image = (await storeDemoImages({ db, media }))('business-1');
    const ids = await seedSubscribers(db, [
      { email: 'ada@example.com', topics: ['world'] },
      { email: 'bo@example.com', topics: ['top', 'sports'] },
      { email: 'cy@example.com', topics: ['world'], status: 'unsubscribed' },
      { email: 'di@example.com', topics: ['world'], frequency: 'weekly' },
      { email: 'eve@example.com', topics: ['world'], lang: 'fr' },
      { email: 'fay@example.com', topics: ['health'] },
    ]);
    const summary = await sender().sendEdition('daily', 'en');
    expect(summary).toMatchObject({ lang: 'en', frequency: 'daily', status: 'done', sent: 2, skipped: 1, failed: 0, pending: 0 });
    expect(summary.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [ada] = mailsTo('ada@example.com');
    expect(ada?.parsed.subject).toBe('Your xnews daily digest');
    expect(ada?.parsed.html).toContain('Glaciers retreat faster in the Alps');
    expect(ada?.parsed.html).not.toContain('Cup final');
    expect(ada?.parsed.text).toContain(`${ORIGIN}/en/news/analysis/glaciers-retreat-faster-in-the-alps-${world.id}`);
    const headers = new Map(ada?.parsed.headers.map((header) => [header.key, header.value]));
    const unsubscribe = headers.get('list-unsubscribe') ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<${ORIGIN}/en/newsletter/unsubscribe\\?token=${ids.get('ada@example.com')}\\.[\\w-]+>$`));
    const token = /token=([^>]+)>$/.exec(unsubscribe)?.[1] ?? '';
    expect(newsletterLinkSigner(SECRET).subscriberIdOf(token)).toBe(ids.get('ada@example.com'));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('list-id')).toContain('<daily-en.newsletter.news.example.test>');
    expect(ada?.parsed.html).toContain(unsubscribe.slice(1, -1));

    // Top stories and sports in one mail; the story in both topics shows once.
    const bo = mailsTo('bo@example.com')[0]?.parsed.html ?? '';
    expect(bo.split('Cup final goes to extra time').length - 1).toBe(2); // its link's image alt and its title
    expect(bo).toContain(`src="${ORIGIN}${image}"`);
    expect(bo).toContain('Glaciers retreat faster');
    expect(mailsTo('cy@example.com')).toEqual([]);
    expect(mailsTo('di@example.com')).toEqual([]);
    expect(mailsTo('eve@example.com')).toEqual([]);
    // Nothing in health: skipped, not mailed.
    expect(mailsTo('fay@example.com')).toEqual([]);
    expect((await sendRows(db, 'fay@example.com'))[0]).toMatchObject({ status: 'skipped', last_error: 'nothing new to send' });
    expect((await sendRows(db, 'ada@example.com'))[0]?.story_ids).toEqual([world.id]);

    // Again: the same edition, nothing more sent.
    const received = smtp.received.length;
    expect(await sender().sendEdition('daily', 'en')).toMatchObject({ sent: 2, skipped: 1, status: 'done' });
    expect(smtp.received.length).toBe(received);

    // The French edition, in French, to the French subscriber alone.
    expect(await sender().sendEdition('daily', 'fr')).toMatchObject({ sent: 1 });
    const eve = mailsTo('eve@example.com')[0];
    expect(eve?.parsed.subject).toBe('Votre résumé quotidien xnews');
    expect(eve?.parsed.html).toContain('Les glaciers reculent plus vite dans les Alpes');
    expect(eve?.parsed.html).toContain('<html lang="fr"');
    void sports;
  });

  it('does not send a story twice across editions, and skips a subscriber with nothing new', async () => {
    // The editions 20 and 40 hours later fall on the next two local dates.
    const start = tenInTheMorning(20);
    const clock = { now: start };
    const post = Math.floor(start.getTime() / 1000) - 1800;
    const first = await story({ type: 'politics', subtype: 'Government', title: 'First politics story', postTime: post, trendingScore: 80 });
    await seedSubscribers(db, [{ email: 'gil@example.com', topics: ['politics'] }]);
    await sender({ clock: () => clock.now }).sendEdition('daily', 'en');
    expect(mailsTo('gil@example.com')).toHaveLength(1);

    // The next day's edition: the same story is still in its window, and nothing else is new.
    clock.now = new Date(start.getTime() + 20 * HOUR);
    await sender({ clock: () => clock.now }).sendEdition('daily', 'en');
    expect(mailsTo('gil@example.com')).toHaveLength(1);
    expect((await sendRows(db, 'gil@example.com')).map((row) => row.status)).toEqual(['sent', 'skipped']);

    // A day later still, with a new story: only that one.
    clock.now = new Date(start.getTime() + 40 * HOUR);
    const second = await story({ type: 'politics', subtype: 'Government', title: 'Second politics story', postTime: Math.floor(clock.now.getTime() / 1000) - 600, trendingScore: 10 });
    await sender({ clock: () => clock.now }).sendEdition('daily', 'en');
    const mails = mailsTo('gil@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.parsed.html).toContain('Second politics story');
    expect(mails[1]?.parsed.html).not.toContain('First politics story');
    void first;
    void second;
  });

  it('does not make or send an edition without stories', async () => {
    await seedSubscribers(db, [{ email: 'hal@example.com', lang: 'tw', topics: ['top'] }]);
    const summary = await sender().sendEdition('daily', 'tw');
    expect(summary).toMatchObject({ status: 'empty', sent: 0, skipped: 0, failed: 0 });
    expect(await db.query(`SELECT 1 FROM newsletter_editions WHERE lang = 'tw'`)).toEqual([]);
    expect(mailsTo('hal@example.com')).toEqual([]);
  });

  it('marks an address refused for good (5xx) bounced and never sends to it again; retries one refused for now (4xx) with backoff', async () => {
    // Retries minutes later stay in the same local date's edition.
    const start = tenInTheMorning(12);
    const clock = { now: start };
    await story({ type: 'business', subtype: 'Economy', title: 'Markets rally', postTime: Math.floor(start.getTime() / 1000) - 600 });
    await seedSubscribers(db, [
      { email: 'gone@example.com', topics: ['business'] },
      { email: 'later@example.com', topics: ['business'] },
    ]);
    deferred.add('later@example.com');
    const first = await sender({ clock: () => clock.now }).sendEdition('daily', 'en');
    expect(first).toMatchObject({ failed: 1, pending: 1, status: 'sending' });
    const [gone] = await sendRows(db, 'gone@example.com');
    expect(gone).toMatchObject({ status: 'rejected', attempts: 1 });
    expect(gone?.last_error).toContain('550');
    expect(await db.query(`SELECT status, bounce_reason FROM newsletter_subscribers WHERE email = 'gone@example.com'`)).toEqual([
      { status: 'bounced', bounce_reason: expect.stringContaining('no such user') },
    ]);
    const [later] = await sendRows(db, 'later@example.com');
    expect(later).toMatchObject({ status: 'pending', attempts: 1 });
    expect(later?.last_error).toContain('451');
    expect(new Date(later?.next_attempt_at ?? 0).getTime()).toBe(start.getTime() + 5 * 60_000);

    // Before the backoff ends nothing is tried; after it, the mail goes.
    deferred.delete('later@example.com');
    clock.now = new Date(start.getTime() + 4 * 60_000);
    expect(await sender({ clock: () => clock.now }).sendEdition('daily', 'en')).toMatchObject({ pending: 1 });
    expect(mailsTo('later@example.com')).toEqual([]);
    clock.now = new Date(start.getTime() + 6 * 60_000);
    expect(await sender({ clock: () => clock.now }).sendEdition('daily', 'en')).toMatchObject({ failed: 1, pending: 0, status: 'done' });
    expect(mailsTo('later@example.com')).toHaveLength(1);

    // The next edition leaves the bounced address out.
    clock.now = new Date(start.getTime() + 26 * HOUR);
    await story({ type: 'business', subtype: 'Economy', title: 'Markets fall', postTime: Math.floor(clock.now.getTime() / 1000) - 600 });
    await sender({ clock: () => clock.now }).sendEdition('daily', 'en');
    expect(mailsTo('gone@example.com')).toEqual([]);
    expect(await sendRows(db, 'gone@example.com')).toHaveLength(1);
  });

  it('sends nothing to a subscriber who unsubscribes after the run claimed them, before the mail is handed over', async () => {
    const start = new Date(Date.now() - 30 * 24 * HOUR);
    await story({ type: 'health', subtype: 'Medicine', title: 'New vaccine approved', postTime: Math.floor(start.getTime() / 1000) - 600 });
    await seedSubscribers(db, [{ email: 'ivy@example.com', topics: ['health'] }, { email: 'jo@example.com', topics: ['health'] }]);
    const smtpMailer = smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 1 });
    // The unsubscription lands while ivy's mail is on its way, just before its end.
    const racing: HeldMailer = {
      ...smtpMailer,
      sendHeld: (message, release) =>
        smtpMailer.sendHeld(message, async (tx) => {
          if (message.to === 'ivy@example.com') await db.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = 'ivy@example.com'`);
          return release(tx);
        }),
    };
    const summary = await sender({ mailer: racing, clock: () => start }).sendEdition('daily', 'en');
    expect(mailsTo('ivy@example.com')).toEqual([]);
    expect(mailsTo('jo@example.com')).toHaveLength(1);
    expect((await sendRows(db, 'ivy@example.com'))[0]).toMatchObject({ status: 'skipped' });
    expect(summary.pending).toBe(0);
  });
});
