import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { formatOutbox } from '../../server/db/outbox/format-outbox';
import { insertOutboxMessage, type NewOutboxMessage } from '../../server/db/outbox/insert-outbox-message';
import { OUTBOX_DEFAULT_LIMIT, parseOutboxOptions } from '../../server/db/outbox/outbox-options';
import { readOutbox, type OutboxEntry } from '../../server/db/outbox/read-outbox';
import { openTestDatabase } from '../support/test-database';

const mail = (recipient: string, subject: string, body = `Body of ${subject}`): NewOutboxMessage => ({
  channel: 'mail',
  recipient,
  replyTo: null,
  subject,
  body,
  html: null,
  kind: 'contact',
  lang: 'en',
});

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  for (let index = 1; index <= 12; index += 1) {
    await insertOutboxMessage(db, mail(index % 3 === 0 ? 'Ana@Example.com' : 'bo@example.com', `Message ${index}`));
  }
  await insertOutboxMessage(db, { channel: 'sms', recipient: '+15551234567', replyTo: null, subject: null, body: 'Code 4821', html: null, kind: 'signup-code', lang: 'en' });
});
afterAll(() => db.close());

describe('readOutbox', () => {
  it('gives the latest messages, newest first, up to the limit', async () => {
    const entries = await readOutbox(db, { limit: 5 });
    expect(entries.map((entry) => entry.subject)).toEqual([null, 'Message 12', 'Message 11', 'Message 10', 'Message 9']);
    expect(entries[0]).toMatchObject({ channel: 'sms', recipient: '+15551234567', body: 'Code 4821' });
  });

  it('filters by recipient, whatever the case', async () => {
    const entries = await readOutbox(db, { limit: 10, to: 'ana@example.COM' });
    expect(entries.map((entry) => entry.subject)).toEqual(['Message 12', 'Message 9', 'Message 6', 'Message 3']);
  });

  it('refuses rows that break the shape of a channel', async () => {
    await expect(insertOutboxMessage(db, { ...mail('x@example.com', 'x'), subject: null })).rejects.toThrow(/check constraint/);
    await expect(insertOutboxMessage(db, { ...mail('+1555', 'x'), channel: 'sms' })).rejects.toThrow(/check constraint/);
  });
});

describe('formatOutbox', () => {
  const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
    id: '7',
    channel: 'mail',
    recipient: 'dev@example.com',
    replyTo: null,
    subject: 'Your sign-up code',
    body: 'Your code is 48213377.\r\nIt expires in 15 minutes.\n\n',
    html: null,
    kind: 'signup-code',
    lang: 'fr',
    createdAt: new Date('2025-06-01T10:22:03.456Z'),
    ...overrides,
  });

  it('prints one block per message with its headers and whole body', () => {
    const text = formatOutbox([entry({ replyTo: '"Jane" <jane@example.com>', html: '<p>…</p>' }), entry({ id: '6', channel: 'sms', recipient: '+15551234567', subject: null, body: 'Code 4821' })]);
    expect(text).toBe(
      [
        'Outbox: the 2 latest messages, newest first.',
        '',
        '── #7 · mail · signup-code · fr · 2025-06-01 10:22:03 UTC ──────────────',
        'To:       dev@example.com',
        'Reply-To: "Jane" <jane@example.com>',
        'Subject:  Your sign-up code',
        '',
        'Your code is 48213377.',
        'It expires in 15 minutes.',
        '',
        '(an HTML version is stored too)',
        '',
        '── #6 · sms · signup-code · fr · 2025-06-01 10:22:03 UTC ───────────────',
        'To:       +15551234567',
        '',
        'Code 4821',
      ].join('\n'),
    );
  });

  it('says so when there is nothing to show', () => {
    expect(formatOutbox([])).toBe('The outbox is empty.');
    expect(formatOutbox([], { to: 'ana@example.com' })).toBe('No message to ana@example.com in the outbox.');
    expect(formatOutbox([entry({})], { to: 'dev@example.com' })).toMatch(/^Outbox: the latest message to dev@example.com, newest first\.\n/);
  });

  it('reads what npm run outbox shows from a real database', async () => {
    const options = parseOutboxOptions(['--limit', '2', '--to', 'bo@example.com']);
    if (!options.ok) throw new Error(options.message);
    const text = formatOutbox(await readOutbox(db, options.query), options.query);
    expect(text).toMatch(/^Outbox: the 2 latest messages to bo@example.com, newest first\./);
    expect(text.indexOf('Message 11')).toBeLessThan(text.indexOf('Message 10'));
    expect(text).not.toContain('Message 8');
  });
});

describe('parseOutboxOptions', () => {
  it('defaults to the 10 latest messages to anyone', () => {
    expect(parseOutboxOptions([])).toEqual({ ok: true, query: { limit: OUTBOX_DEFAULT_LIMIT, to: undefined } });
    expect(parseOutboxOptions(['--limit', '20', '--to', ' a@b.co '])).toEqual({ ok: true, query: { limit: 20, to: 'a@b.co' } });
    expect(parseOutboxOptions(['--limit=3'])).toEqual({ ok: true, query: { limit: 3, to: undefined } });
  });

  it('explains what is wrong, with the usage', () => {
    for (const argv of [['--limit', '0'], ['--limit', 'ten'], ['--limit', '1001'], ['--to', ' '], ['--colour'], ['extra']]) {
      const options = parseOutboxOptions(argv);
      expect(options.ok).toBe(false);
      if (!options.ok) expect(options.message).toContain('usage: npm run outbox');
    }
    const wrong = parseOutboxOptions(['--limit', 'ten']);
    expect(!wrong.ok && wrong.message).toMatch(/^--limit must be a whole number from 1 to 1000, got 'ten'\./);
  });
});
