import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LangCode } from '../../shared/languages';
import type { ContactTranslations } from '../../shared/translations';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { openPostgres } from '../../server/db/postgres-database';
import { createLogger } from '../../server/logger';
import { unusedPort } from '../support/smtp-server';
import { insertNewUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The Contact page's form as a browser sends it without JavaScript: urlencoded, to the page's own
 * address, through the same validation, honeypot, rate limit, storage and mail as the JSON API.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Form = Record<(typeof FIELDS)[number] | 'website', string>;

const form = (overrides: Partial<Form> = {}): Form => ({
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  subject: 'A correction',
  message: 'Hello,\r\nthe date in the third paragraph should be 2024.',
  website: '',
  ...overrides,
});

// Each test posts from an address of its own (through the trusted proxy), so that the rate
// limit of one test never spills into another.
let served = 0;
const freshIp = () => {
  served += 1;
  return `203.0.${113 + Math.floor((served - 1) / 250)}.${(served % 250) + 1}`;
};

const postForm = (lang: string, body: Partial<Form>, options: { ip?: string; app?: TestApp['app'] } = {}) =>
  request(options.app ?? testApp.app)
    .post(`/${lang}/about/contact`)
    .set('X-Forwarded-For', options.ip ?? freshIp())
    .type('form')
    .send(body);

const contactTexts = (lang: LangCode): ContactTranslations => testApp.site.translations[lang].navigations.contact;

const rowsWithSubject = (subject: string) =>
  testApp.db.query<{ name: string; email: string; message: string; lang: string }>(
    'SELECT name, email, message, lang FROM contact_messages WHERE subject = $1',
    [subject],
  );
const mailsWithSubject = (subject: string) =>
  testApp.db.query<{ recipient: string; reply_to: string | null; lang: string; body: string }>(
    "SELECT recipient, reply_to, lang, body FROM outbox WHERE kind = 'contact' AND subject = $1",
    [`[xnews contact] ${subject}`],
  );
const countRows = async () => Number((await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]?.n);

/** The page's main element as a document. */
function mainOf(html: string): Element {
  const main = new JSDOM(html).window.document.querySelector('main');
  if (!main) throw new Error('no <main> in the page');
  return main;
}

/** The form as the page shows it: each field's value, the message beside it, and the panels. */
function formState(main: Element) {
  const field = (name: string) => main.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#xn-contact-${name}`);
  const values = Object.fromEntries(FIELDS.map((name) => [name, name === 'message' ? field(name)?.textContent : field(name)?.getAttribute('value') ?? '']));
  const errors = Object.fromEntries(
    FIELDS.flatMap((name) => {
      const describedBy = field(name)?.getAttribute('aria-describedby');
      return describedBy ? [[name, main.querySelector(`#${describedBy}`)?.textContent]] : [];
    }),
  );
  return {
    values,
    errors,
    invalid: FIELDS.filter((name) => field(name)?.getAttribute('aria-invalid') === 'true'),
    success: main.querySelector('.xn-contact-panel-success[role="status"]')?.textContent ?? null,
    error: main.querySelector('.xn-contact-panel-error[role="alert"]')?.textContent ?? null,
  };
}

describe('the Contact page form without JavaScript', () => {
  it.each(['en', 'fr', 'tw'] as const)('in %s, posts urlencoded to the page itself', async (lang) => {
    const page = await request(testApp.app).get(`/${lang}/about/contact`);
    const tag = /<form\b[^>]*class="xn-contact-form"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(tag).toContain('method="post"');
    expect(tag).toContain(`action="/${lang}/about/contact"`);
    // No enctype: the browser's default, application/x-www-form-urlencoded.
    expect(tag).not.toContain('enctype');
  });
});

describe('POST /{lang}/about/contact: a message accepted', () => {
  it('is stored and mailed, then redirected (303) to the page that thanks for it', async () => {
    const subject = `Form post ${Date.now()}`;
    const response = await postForm('en', form({ subject })).set('User-Agent', 'no-js-browser/1.0');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/en/about/contact?sent=1');

    expect(await rowsWithSubject(subject)).toEqual([
      { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Hello,\nthe date in the third paragraph should be 2024.', lang: 'en' },
    ]);
    const [mail] = await mailsWithSubject(subject);
    expect(mail).toMatchObject({ recipient: 'contact@xnews.com', lang: 'en', reply_to: expect.stringContaining('jane.doe@example.com') });
    expect(mail?.body).toContain('the date in the third paragraph should be 2024.');

    const thanks = await request(testApp.app).get(response.headers.location ?? '');
    expect(thanks.status).toBe(200);
    const state = formState(mainOf(thanks.text));
    expect(state.success).toBe('Thank you for your message! We will get back to you soon.');
    expect(state.error).toBeNull();
    expect(state.values).toEqual({ name: '', email: '', subject: '', message: '' });
    // One address for the page, with or without the thanks.
    expect(thanks.text).toContain('<link rel="canonical" href="https://www.xnews.com/en/about/contact"/>');
  });

  it("is kept in the page's language, whatever the body says, and thanked in it", async () => {
    const subject = `Formulaire ${Date.now()}`;
    const response = await postForm('fr', { ...form({ subject }), lang: 'es' } as Partial<Form>);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/fr/about/contact?sent=1');
    expect((await rowsWithSubject(subject)).map((row) => row.lang)).toEqual(['fr']);
    expect((await mailsWithSubject(subject)).map((mail) => mail.lang)).toEqual(['fr']);
    const thanks = await request(testApp.app).get(response.headers.location ?? '');
    expect(formState(mainOf(thanks.text)).success).toBe(contactTexts('fr').success);
  });

  it('answers a filled honeypot exactly like a success, and keeps and sends nothing', async () => {
    const subject = `Honeypot form ${Date.now()}`;
    const rowsBefore = await countRows();
    const response = await postForm('en', form({ subject, website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/en/about/contact?sent=1');
    expect(await countRows()).toBe(rowsBefore);
    expect(await mailsWithSubject(subject)).toEqual([]);
  });
});

describe('POST /{lang}/about/contact: a message refused', () => {
  it('answers 400 with the page, a message beside each field at fault, and everything typed kept', async () => {
    const subject = `Refused form ${Date.now()}`;
    const rowsBefore = await countRows();
    const typed = form({ name: '   ', email: 'jane@example', subject, message: 'Line one\r\nline two' });
    const response = await postForm('en', typed);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const state = formState(mainOf(response.text));
    expect(state.error).toBe('An error occurred while submitting the form. Please try again.');
    expect(state.success).toBeNull();
    expect(state.invalid).toEqual(['name', 'email']);
    expect(state.errors).toEqual({ name: 'Please enter your name.', email: 'Please enter a valid email address, such as name@example.com.' });
    // As typed, not as the server would have cleaned it.
    expect(state.values).toEqual({ name: '   ', email: 'jane@example', subject, message: 'Line one\nline two' });
    expect(await countRows()).toBe(rowsBefore);
    expect(await mailsWithSubject(subject)).toEqual([]);
  });

  it("shows the messages in the page's language", async () => {
    const response = await postForm('tw', form({ email: '', subject: '', message: '繁體中文的留言' }));
    expect(response.status).toBe(400);
    const { fieldErrors, error } = contactTexts('tw');
    const state = formState(mainOf(response.text));
    expect(state.error).toBe(error);
    expect(state.errors).toEqual({ email: fieldErrors.email, subject: fieldErrors.subject });
    expect(state.values.message).toBe('繁體中文的留言');
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="zh-Hant"/);
  });

  it('hands the browser the same state in the page data, so that hydration renders the same form', async () => {
    const response = await postForm('en', form({ email: 'nope', subject: 'Hydrated' }));
    const bootstrap = /<script type="application\/json" id="__XNEWS__">(.*?)<\/script>/s.exec(response.text)?.[1] ?? '';
    const queries = (JSON.parse(bootstrap) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }).queries.queries;
    expect(queries.find((query) => query.queryKey[0] === 'contact-postback')?.state.data).toEqual({
      status: 'invalid',
      invalid: ['email'],
      values: { name: 'Jane Doe', email: 'nope', subject: 'Hydrated', message: 'Hello,\nthe date in the third paragraph should be 2024.' },
    });
  });

  it('puts markup that was typed back as text, never as markup', async () => {
    const hostile = '</textarea><script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await postForm('en', form({ name: '"><script>alert(3)</script>', email: 'x', message: hostile }));
    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(/<script>alert|<img src=x/);
    const state = formState(mainOf(response.text));
    expect(state.values.name).toBe('"><script>alert(3)</script>');
    expect(state.values.message).toBe(hostile);
  });
});

describe('POST /{lang}/about/contact: the rate limit', () => {
  it('shares its 5 messages per 10 minutes with the JSON API, then answers 429 with the page and the values kept', async () => {
    const ip = freshIp();
    const bot = { ...form(), website: 'bot' };
    for (let index = 0; index < 3; index += 1) {
      const response = await request(testApp.app).post('/api/public/contact').set('X-Forwarded-For', ip).send(bot);
      expect(response.status).toBe(200);
    }
    for (let index = 0; index < 2; index += 1) expect((await postForm('en', bot, { ip })).status).toBe(303);

    const subject = `Sixth ${Date.now()}`;
    const rowsBefore = await countRows();
    const response = await postForm('es', form({ subject }), { ip });
    expect(response.status).toBe(429);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.ratelimit).toMatch(/^"contact"; r=0; t=\d+/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(500);
    const state = formState(mainOf(response.text));
    expect(state.error).toBe('Has enviado demasiados mensajes. Espera unos minutos y vuelve a intentarlo.');
    expect(state.invalid).toEqual([]);
    expect(state.values).toEqual({ name: 'Jane Doe', email: 'jane.doe@example.com', subject, message: 'Hello,\nthe date in the third paragraph should be 2024.' });
    expect(await countRows()).toBe(rowsBefore);
    // The JSON API counts the same messages.
    const json = await request(testApp.app).post('/api/public/contact').set('X-Forwarded-For', ip).send(form());
    expect(json.status).toBe(429);
    expect(json.body.error).toBe('rate_limited');
  });

  it('does not count refused messages', async () => {
    const ip = freshIp();
    for (let index = 0; index < 3; index += 1) expect((await postForm('en', form({ email: 'typo' }), { ip })).status).toBe(400);
    for (let index = 0; index < 5; index += 1) expect((await postForm('en', form({ website: 'bot' }), { ip })).status).toBe(303);
    expect((await postForm('en', form({ website: 'bot' }), { ip })).status).toBe(429);
  });
});

describe('POST /{lang}/about/contact: storage down', () => {
  it("answers 503 with the page's error panel and the values kept, without internals", async () => {
    const unreachable = openPostgres(`postgres://xnews:xnews@127.0.0.1:${await unusedPort()}/xnews`, { max: 1 });
    try {
      const app = createApp({ db: unreachable, site: testApp.site, logger: createLogger('silent'), ingestToken: undefined, assets: loadAssetManifest() });
      const typed = form({ subject: 'Database down' });
      const response = await postForm('cn', typed, { app });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const state = formState(mainOf(response.text));
      expect(state.error).toBe(contactTexts('cn').error);
      expect(state.success).toBeNull();
      expect(state.values).toEqual({ name: 'Jane Doe', email: 'jane.doe@example.com', subject: 'Database down', message: 'Hello,\nthe date in the third paragraph should be 2024.' });
      expect(response.text).not.toMatch(/ECONNREFUSED|postgres:|\bat \w+ \(/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /{lang}/about/contact: requests that are not the form', () => {
  it('answers a language the site does not have with a JSON 404', async () => {
    const response = await postForm('xx', form());
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
  });

  it('answers JSON sent to the page with a JSON 415 that names the form encoding', async () => {
    const response = await request(testApp.app).post('/en/about/contact').set('X-Forwarded-For', freshIp()).send(form());
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'unsupported_media_type', message: 'Send the form as application/x-www-form-urlencoded, as a browser does.' });
  });

  it('answers a body over 32 kb with a JSON 413', async () => {
    const response = await postForm('en', form({ message: 'm'.repeat(33 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('payload_too_large');
  });
});

describe('the form post of a signed-in reader', () => {
  it('goes through without the anti-forgery header a plain form cannot send, since it never acts on the session', async () => {
    const user = await insertNewUser(testApp.db);
    const login = await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
    const cookies = (login.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
    const response = await postForm('en', { name: 'Ada', email: 'ada@example.com', subject: 'Signed in', message: 'Without JavaScript' }, { ip: freshIp() }).set('Cookie', cookies);
    expect(response.status).toBe(303);
    // The JSON API still wants the header from a signed-in reader.
    const json = await request(testApp.app).post('/api/public/contact').set('Cookie', cookies).set('X-Forwarded-For', freshIp()).send({ name: 'Ada', email: 'ada@example.com', subject: 'x', message: 'y' });
    expect(json.status).toBe(403);
  });
});
