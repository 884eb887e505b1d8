import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscribers, sendRows } from '../../scripts/harness/newsletter-fixtures';
import type { Database } from '../../server/db/database';
import { insertFollow } from '../../server/db/accounts/follows';
import { createLogger } from '../../server/logger';
import type { HeldMailer } from '../../server/services/mail/mailer';
import { smtpHeldMailer } from '../../server/services/mail/smtp-held-mailer';
import { newsletterSender } from '../../server/services/newsletter/newsletter-sender';
import { loadSite } from '../../server/site/load-site';
import { FOLLOWED_TOPIC } from '../../shared/newsletter';
import { insertNewUser } from '../support/accounts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { ingestedStory } from '../support/newsletter';
import { openTestDatabase } from '../support/test-database';

/** A subscription of an account may get the stories of what the account follows (decision 019). */

const logger = createLogger('silent');
const site = loadSite('xnews');

let db: Database;
let smtp: TestSmtpServer;
const mailers: HeldMailer[] = [];

function sender() {
  const mailer = smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 2 });
  mailers.push(mailer);
  return newsletterSender({ db, site, logger, publicOrigin: 'https://news.example.test', newsletterLinkSecret: 'followed-digest-secret', mailer });
}

const htmlTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address)).map((mail) => mail.parsed.html || '');

const story = (overrides: Parameters<typeof ingestedStory>[1]) => ingestedStory(db, overrides);

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.close();
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

describe('a digest of what I follow', () => {
  it('carries the stories of the account’s followed categories and subcategories under their own heading, and nothing for a subscription with no follows', async () => {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await story({ type: 'world', subtype: 'Climate', title: 'Glaciers retreat faster in the Alps', postTime: hourAgo, trendingScore: 90 });
    await story({ type: 'world', subtype: 'Trade', title: 'Rail strike halts trains across the continent', postTime: hourAgo - 600, trendingScore: 85 });
    await story({ type: 'technology', subtype: 'AI', title: 'Chip makers race to cut power use', postTime: hourAgo - 1200, trendingScore: 70 });
    await story({ type: 'sports', subtype: 'Football', title: 'Cup final goes to extra time', postTime: hourAgo - 1800, trendingScore: 60 });

    const reader = await insertNewUser(db);
    await insertFollow(db, reader.userId, 'world', 'Climate');
    await insertFollow(db, reader.userId, 'technology', null);
    const quiet = await insertNewUser(db);
    const fan = await insertNewUser(db);
    await insertFollow(db, fan.userId, 'sports', null);
    const ids = await seedSubscribers(db, [
      { email: 'reader@example.com', topics: [FOLLOWED_TOPIC], userId: reader.userId },
      // Follows nothing: nothing to send.
      { email: 'quiet@example.com', topics: [FOLLOWED_TOPIC], userId: quiet.userId },
      // Follows sport but did not choose it for the newsletter.
      { email: 'fan@example.com', topics: ['technology'], userId: fan.userId },
    ]);

    const summary = await sender().sendEdition('daily', 'en');
    expect(summary).toMatchObject({ status: 'done', sent: 2, skipped: 1 });

    const [mail] = htmlTo('reader@example.com');
    expect(mail).toContain('What you follow');
    expect(mail).toContain('Glaciers retreat faster in the Alps');
    expect(mail).toContain('Chip makers race to cut power use');
    // The rest of the followed category's neighbours, and what others follow, stay out.
    expect(mail).not.toContain('Rail strike');
    expect(mail).not.toContain('Cup final');
    const carried = (await sendRows(db, 'reader@example.com'))[0]?.story_ids ?? [];
    expect(carried).toHaveLength(2);

    expect(htmlTo('quiet@example.com')).toEqual([]);
    expect((await sendRows(db, 'quiet@example.com'))[0]).toMatchObject({ status: 'skipped', last_error: 'nothing new to send' });

    const [fanMail] = htmlTo('fan@example.com');
    expect(fanMail).toContain('Chip makers race to cut power use');
    expect(fanMail).not.toContain('What you follow');
    expect(fanMail).not.toContain('Cup final');

    // The edition drew the followed subcategory's candidates once, keyed apart from the topics.
    const [edition] = await db.query<{ stories: Record<string, { id: string }[]> }>(`SELECT stories FROM newsletter_editions WHERE lang = 'en' AND frequency = 'daily'`);
    expect(Object.keys(edition?.stories ?? {})).toContain('world/Climate');
    expect(ids.size).toBe(3);
  });
});
