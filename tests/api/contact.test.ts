import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRoutes } from '../../server/api/contact/contact-routes';
import type { Database, Queryable } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { apiNotFound, errorHandler } from '../../server/errors/error-handler';
import { requestLogging } from '../../server/request-logging';
import { contactService, type ContactServiceOptions } from '../../server/services/contact/contact-service';
import type { Mailer } from '../../server/services/mail/mailer';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { loadSite, type Site } from '../../server/site/load-site';
import { capturingLogger } from '../support/capturing-logger';
import { firstAddress, startSmtpServer, unusedPort, type TestSmtpServer } from '../support/smtp-server';
import { openTestDatabase } from '../support/test-database';

const FROM = 'xnews <no-reply@xnews.com>';
const SUCCESS_EN = 'Thank you for your message! We will get back to you soon.';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  ip_hash: string | null;
  user_agent: string | null;
  mailed_at: Date | null;
  mail_error: string | null;
}

let db: Database;
let smtp: TestSmtpServer;
let site: Site;
let mailer: Mailer;
let app: Express;
/** The spec's success text (§8) as the French translation words it, typographic spaces included. */
let SUCCESS_FR: string;
const { logger, lines: logLines } = capturingLogger('info');

/** The contact routes on an app like the real one: request logging, a trusted proxy, the error handler. */
function contactApp(overrides: Partial<ContactServiceOptions> = {}): Express {
  const instance = express();
  instance.set('trust proxy', 1);
  instance.use(requestLogging(logger));
  instance.use(contactRoutes(contactService({ db, mailer, site, logger, ...overrides }), site));
  instance.use(apiNotFound);
  instance.use(errorHandler);
  return instance;
}

// Each test posts from an address of its own (through the trusted proxy), so that the rate
// limit of one test never spills into another.
let lastOctet = 0;
const freshIp = () => {
  lastOctet += 1;
  return `198.51.100.${lastOctet}`;
};
const post = (body: unknown, options: { ip?: string; target?: Express } = {}) =>
  request(options.target ?? app).post('/api/public/contact').set('X-Forwarded-For', options.ip ?? freshIp()).send(body as object);

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '  Jane Doe ',
  email: ' jane.doe@example.com ',
  subject: 'A correction to your article',
  message: 'Hello,\r\nthe date in the third paragraph should be 2024.\nThanks!',
  ...overrides,
});

const rowsBySubject = (subject: string) => db.query<ContactRow>('SELECT id::text AS id, * FROM contact_messages WHERE subject = $1', [subject]);
const countRows = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]?.n);

beforeAll(async () => {
  [db, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
  site = loadSite('xnews');
  SUCCESS_FR = site.translations.fr.navigations.contact.success;
  mailer = smtpMailer(smtp.url, FROM, logger);
  app = contactApp();
});
afterAll(async () => {
  await Promise.all([db.close(), smtp.close()]);
});

describe('POST /api/public/contact: a message', () => {
  it('is stored, mailed to the contact address, and thanked in English', async () => {
    const response = await post(form({ subject: 'Success in English' })).set('User-Agent', 'contact-test/1.0');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: SUCCESS_EN });

    const [row] = await rowsBySubject('Success in English');
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      message: 'Hello,\nthe date in the third paragraph should be 2024.\nThanks!',
      lang: 'en',
      user_agent: 'contact-test/1.0',
      mail_error: null,
    });
    expect(row?.mailed_at).toBeInstanceOf(Date);
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{32}$/);

    const mail = await smtp.waitForMail((received) => received.parsed.subject === '[xnews contact] Success in English');
    expect(mail.envelope.to).toEqual([site.config.contactEmail]);
    expect(firstAddress(mail.parsed.to)).toBe('contact@xnews.com');
    expect(mail.parsed.from).toMatchObject({ address: 'no-reply@xnews.com' });
    expect(mail.parsed.replyTo).toEqual([{ name: 'Jane Doe', address: 'jane.doe@example.com' }]);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Name:     Jane Doe');
    expect(text).toContain('Email:    jane.doe@example.com');
    expect(text).toContain('Language: en');
    expect(text).toContain(`Stored:   contact message #${row?.id}`);
    expect(text).toContain('the date in the third paragraph should be 2024.\nThanks!');
  });

  it('is thanked in the language of the request', async () => {
    const french = await post(form({ subject: 'En français', lang: 'fr' }));
    expect(french.status).toBe(200);
    expect(french.body).toEqual({ success: true, message: SUCCESS_FR });
    expect(SUCCESS_FR).toMatch(/^Merci pour votre message\s!/);
    expect((await rowsBySubject('En français'))[0]?.lang).toBe('fr');
    const mail = await smtp.waitForMail((received) => received.parsed.subject === '[xnews contact] En français');
    expect(mail.parsed.text).toContain('Language: fr');

    const tags = await Promise.all(['fr-FR', 'zh-TW', 'de', ''].map((lang) => post(form({ subject: `Tag ${lang}`, lang }))));
    expect(tags.map((response) => response.body.message)).toEqual([SUCCESS_FR, site.translations.tw.navigations.contact.success, SUCCESS_EN, SUCCESS_EN]);
  });
});

describe('POST /api/public/contact: validation', () => {
  it.each([
    ['a missing name', { name: undefined }, 'name', 'Please enter your name.'],
    ['a blank name', { name: '   ' }, 'name', 'Please enter your name.'],
    ['a name that is not text', { name: 42 }, 'name', 'Your name must be text.'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name', 'Your name must be at most 100 characters.'],
    ['a missing email', { email: undefined }, 'email', 'Please enter your email address.'],
    ['an email that is not an address', { email: 'jane.doe' }, 'email', 'Please enter a valid email address, such as name@example.com.'],
    ['an email with a space', { email: 'jane doe@example.com' }, 'email', 'Please enter a valid email address, such as name@example.com.'],
    ['a missing subject', { subject: undefined }, 'subject', 'Please enter a subject.'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'subject', 'The subject must be at most 200 characters.'],
    ['a missing message', { message: '' }, 'message', 'Please enter your message.'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5_001) }, 'message', 'Your message must be at most 5,000 characters.'],
    ['a language that is not a code', { lang: ['en'] }, 'lang', 'The language must be a code such as en or fr.'],
  ])('refuses %s with a message for that field, and keeps and sends nothing', async (_case, overrides, field, text) => {
    const [rowsBefore, mailsBefore] = [await countRows(), smtp.received.length];
    const response = await post(form(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_contact', message: `Some fields are missing or invalid: ${field}.`, fields: { [field]: text } });
    expect(await countRows()).toBe(rowsBefore);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('names every missing field at once', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Some fields are missing or invalid: name, email, subject, message.');
    expect(Object.keys(response.body.fields)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('accepts fields exactly at their limits', async () => {
    const response = await post(form({ name: 'n'.repeat(100), subject: `Limits ${'s'.repeat(193)}`, message: 'm'.repeat(5_000) }));
    expect(response.status).toBe(200);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name": "Jane",', 400, 'invalid_json'],
    ['a JSON array', 'application/json', '[]', 400, 'invalid_body'],
    ['a form post', 'application/x-www-form-urlencoded', 'name=Jane', 415, 'unsupported_media_type'],
    ['a body over 32 kb', 'application/json', JSON.stringify(form({ message: 'm'.repeat(33 * 1024) })), 413, 'payload_too_large'],
  ])('answers %s with JSON', async (_case, type, body, status, error) => {
    const response = await request(app).post('/api/public/contact').set('X-Forwarded-For', freshIp()).set('Content-Type', type).send(body);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.error).toBe(error);
    expect(typeof response.body.message).toBe('string');
  });
});

describe('POST /api/public/contact: bots', () => {
  it('answers a filled honeypot exactly like a success, and keeps and sends nothing', async () => {
    const [rowsBefore, mailsBefore] = [await countRows(), smtp.received.length];
    const response = await post(form({ subject: 'Honeypot', website: 'https://spam.example', lang: 'fr' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: SUCCESS_FR });
    // Even a bot that fills the form wrongly learns nothing.
    expect((await post({ website: 'x' })).body).toEqual({ success: true, message: SUCCESS_EN });
    expect(await countRows()).toBe(rowsBefore);
    expect(smtp.received.length).toBe(mailsBefore);
    const line = logLines.map((entry) => JSON.parse(entry)).find((entry) => entry.msg?.startsWith('contact form honeypot filled'));
    expect(line?.level).toBe(30);
  });

  it('treats an empty honeypot as a person', async () => {
    const response = await post(form({ subject: 'Empty honeypot', website: '' }));
    expect(response.status).toBe(200);
    expect(await rowsBySubject('Empty honeypot')).toHaveLength(1);
  });

  it('allows 5 messages per 10 minutes from one address, then answers 429 in JSON with RateLimit headers', async () => {
    const limited = contactApp();
    const ip = freshIp();
    for (let index = 1; index <= 5; index += 1) {
      const response = await post(form({ website: 'bot' }), { ip, target: limited });
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-policy']).toMatch(/^"contact"; q=5; w=600; pk=/);
      expect(response.headers.ratelimit).toMatch(new RegExp(`^"contact"; r=${5 - index}; t=\\d+`));
    }
    const rowsBefore = await countRows();
    const sixth = await post(form({ subject: 'Sixth' }), { ip, target: limited });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: 'rate_limited', message: 'Too many messages from your network. Please try again in 10 minutes.' });
    expect(sixth.headers.ratelimit).toMatch(/^"contact"; r=0; t=\d+/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
    expect(sixth.headers['x-ratelimit-limit']).toBeUndefined();
    expect(await countRows()).toBe(rowsBefore);
    // Another address is not affected.
    expect((await post(form({ subject: 'Another address' }), { target: limited })).status).toBe(200);
  });

  it('counts only accepted messages, so that fixing a typo does not use up the allowance', async () => {
    const limited = contactApp();
    const ip = freshIp();
    for (let index = 0; index < 3; index += 1) expect((await post(form({ email: 'typo' }), { ip, target: limited })).status).toBe(400);
    for (let index = 0; index < 5; index += 1) expect((await post(form({ website: 'bot' }), { ip, target: limited })).status).toBe(200);
    expect((await post(form({ website: 'bot' }), { ip, target: limited })).status).toBe(429);
  });
});

describe('POST /api/public/contact: failures', () => {
  it('keeps the message and thanks the sender when the mail server is down; the reason is recorded', async () => {
    const down = contactApp({ mailer: smtpMailer(`smtp://127.0.0.1:${await unusedPort()}`, FROM, logger) });
    const started = Date.now();
    const response = await post(form({ subject: 'Mail server down' }), { target: down });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: SUCCESS_EN });
    const [row] = await rowsBySubject('Mail server down');
    expect(row?.mailed_at).toBeNull();
    expect(row?.mail_error).toMatch(/^The mail server could not take the message: .*ECONNREFUSED/);
  });

  it('answers 503 in JSON, without internals, when the database cannot be reached', async () => {
    const unreachable = openPostgres(`postgres://xnews:xnews@127.0.0.1:${await unusedPort()}/xnews`, { max: 1 });
    try {
      const mailsBefore = smtp.received.length;
      const response = await post(form({ subject: 'Database down' }), { target: contactApp({ db: unreachable }) });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toEqual({ error: 'service_unavailable', message: 'Your message could not be saved just now. Please try again in a few minutes.' });
      expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|postgres|at /);
      expect(smtp.received.length).toBe(mailsBefore);
    } finally {
      await unreachable.close();
    }
  });

  it('answers 503 without the SQL when a statement fails', async () => {
    const broken: Queryable = { query: () => Promise.reject(new Error('relation "contact_messages" does not exist')) };
    const response = await post(form({ subject: 'Broken statement' }), { target: contactApp({ db: broken }) });
    expect(response.status).toBe(503);
    expect(response.body.error).toBe('service_unavailable');
    expect(JSON.stringify(response.body)).not.toContain('relation');
  });
});
