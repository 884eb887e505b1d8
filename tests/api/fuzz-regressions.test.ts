import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { FOLLOWS_API } from '../../shared/follows';
import { HREFLANG } from '../../shared/languages';
import { NEWSLETTER_API } from '../../shared/newsletter';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { codeIn, freshIp, insertNewUser, latestOutbox, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { apiSignIn } from '../support/api-sign-in';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/**
 * What the property-based fuzzing (tests/fuzz) found, each kept as the plain
 * counterexample it shrank to. Before the fixes every one of them answered a 5xx, an error
 * that was not { error, message } JSON, a 400 that did not name what was wrong, or a status
 * the OpenAPI document does not list.
 */
const LOCAL_TOKEN = 'fuzz-regressions-local-token';
const OPS_TOKEN = 'fuzz-regressions-ops-token';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, localToken: LOCAL_TOKEN, opsToken: OPS_TOKEN });
});
afterAll(() => testApp.close());

const count = async (sql: string, parameters: unknown[] = []) => Number((await testApp.db.query<{ n: number }>(sql, parameters))[0]?.n);

describe('text PostgreSQL cannot store (NUL, unpaired surrogates) is refused as input, not left to fail the write', () => {
  it.each([
    ['a NUL in cita', { cita: '\u0000' }, 'cita: must not contain NUL (U+0000) or unpaired surrogates'],
    ['an unpaired surrogate in the title', { title: 'Hello \ud800 world story' }, 'title: must not contain NUL (U+0000) or unpaired surrogates'],
    ["a NUL in the author's name", { news_author: { name: '\u0000', url: '' } }, 'news_author.name: must not contain NUL (U+0000) or unpaired surrogates'],
  ])('ingest: %s is a 400 naming the field, and nothing is written (it was a 500)', async (_label, fields, reason) => {
    const item = { ...newsItem(), ...fields };
    const response = await request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`).send([item]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_items', items: [{ index: 0, reasons: [reason] }] });
    expect(await count('SELECT count(*)::int AS n FROM stories WHERE id = $1', [item.id])).toBe(0);
  });

  it('contact API: a NUL in the subject is a 400 naming the subject (it was a 503 "try again later")', async () => {
    const before = await count('SELECT count(*)::int AS n FROM contact_messages');
    const response = await request(testApp.app)
      .post('/api/public/contact')
      .set('X-Forwarded-For', freshIp())
      .send({ name: 'Ada Reader', email: 'ada@example.com', subject: '\u0000', message: 'Hello, I have a question.', lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_contact', fields: { subject: 'The subject must not contain the NUL character (U+0000).' } });
    expect(await count('SELECT count(*)::int AS n FROM contact_messages')).toBe(before);
  });

  it('contact page without JavaScript: a NUL in the name is the page with a 400 (it was a 503)', async () => {
    const response = await request(testApp.app)
      .post('/en/about/contact')
      .set('X-Forwarded-For', freshIp())
      .type('form')
      .send('name=a%00&email=ada%40example.com&subject=Question&message=Hello');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['login', (email: string) => request(testApp.app).post('/api/public/auth/login').send({ email, password: TEST_PASSWORD })],
    ['the reset request', (email: string) => request(testApp.app).post('/auth/resetpassword').query({ email })],
    ['the sign-up code request', (email: string) => request(testApp.app).post('/auth/requestemailsignupcode').query({ newEmail: email, websiteId: 'xnews' })],
  ])('%s: an address with a NUL in it is invalid, a 400 (it was a 500)', async (_label, send) => {
    const response = await send('a\u0000@example.com').set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message: ACCOUNT_MESSAGES.emailInvalid });
  });

  it('sign-up: a NUL in a name is a 400 naming the name, and no account is made (it was a 500 after the code was checked)', async () => {
    const email = uniqueEmail('nul-name');
    const ip = freshIp();
    const asked = await request(testApp.app).post('/auth/requestemailsignupcode').query({ newEmail: email, websiteId: 'xnews' }).set('X-Forwarded-For', ip);
    expect(asked.status).toBe(200);
    const signUpCode = codeIn((await latestOutbox(testApp.db, email))?.body);
    const response = await request(testApp.app)
      .post('/api/public/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ email, signUpCode, familyName: 'Ada', givenName: '\u0000', password: TEST_PASSWORD, websiteId: 'xnews' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', fields: { name: ACCOUNT_MESSAGES.nameInvalid } });
    expect(await count(`SELECT count(*)::int AS n FROM identities WHERE provider = 'email' AND provider_id = $1`, [email])).toBe(0);
  });

  it('the local outbox: a NUL in the recipient is a 400 naming it (it was a 500)', async () => {
    const response = await request(testApp.app).get('/api/ops/outbox?to=%00').set('Authorization', `Bearer ${LOCAL_TOKEN}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter: 'to' });
  });
});

describe('a 400 names what was wrong, in the words of the call', () => {
  it.each([
    ['put', '/api/public/users/me/saved/%'],
    ['delete', '/api/public/users/me/passkeys/%E0%A4%A'],
    ['get', '/api/public/xnews/details/%C0%AF'],
  ] as const)('%s %s: a path that is not percent-encoded UTF-8 is invalid_path (it was bad_request, "could not be served as sent")', async (method, path) => {
    const { token } = await apiSignIn(testApp.app, await insertNewUser(testApp.db));
    const response = await request(testApp.app)[method](path).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_path', message: 'The address is not valid percent-encoded UTF-8.' });
  });

  it('following an unknown subcategory names the subcategory, the path parameter there is (it named subtype)', async () => {
    const { token } = await apiSignIn(testApp.app, await insertNewUser(testApp.db));
    const response = await request(testApp.app).put(FOLLOWS_API.topic('world', 'Tennis')).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter: 'subcategory' });
  });
});

describe('a body its Content-Encoding does not describe', () => {
  it.each(['gzip', 'deflate', 'br'])('sent as %s but not compressed is a 400 that says so (it was "could not be served as sent")', async (encoding) => {
    const response = await request(testApp.app).post('/api/public/contact').set('X-Forwarded-For', freshIp()).set('Content-Type', 'application/json').set('Content-Encoding', encoding).send('{"name":"A"}');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_body', message: 'The request body is not valid for its Content-Encoding.' });
  });
});

describe('what the operators’ API answers is in the OpenAPI document', () => {
  it('POST /api/ops/newsletter/send: a body over its 4 kB is a documented 413 (the document left it out)', async () => {
    const expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
    const response = await request(testApp.app)
      .post(NEWSLETTER_API.send)
      .set('Authorization', `Bearer ${OPS_TOKEN}`)
      .send({ frequency: 'b'.repeat(5_000) });
    expect(response.status).toBe(413);
    expectMatchesOpenApi(response, 'post', NEWSLETTER_API.send);
  });
});

describe('errors of the file routes are { error, message } JSON', () => {
  const entry = () => `/assets/${loadAssetManifest().entry.split('/').pop() ?? ''}`;

  it('/assets/% is a JSON 400 (it was express-static-gzip\'s text/html "URI malformed")', async () => {
    const response = await request(testApp.app).get('/assets/%');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: 'invalid_path', message: 'The address is not valid percent-encoded UTF-8.' });
  });

  it("PATCH on an asset is a JSON 405 with Allow (it was an empty 405 typed as the asset's JavaScript)", async () => {
    const response = await request(testApp.app).patch(entry());
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).toEqual({ error: 'method_not_allowed', message: 'Assets are read with GET or HEAD, not PATCH.' });
  });

  it('a Range that cannot be served on a pre-compressed asset is a plain JSON 416 (it was JSON labelled gzip, which clients failed to inflate)', async () => {
    const response = await request(testApp.app).get(entry()).set('Accept-Encoding', 'gzip').set('Range', 'bytes=5-1');
    expect(response.status).toBe(416);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it("a Range that cannot be served on the site's favicon is a JSON 416 (it was JSON typed image/png)", async () => {
    const response = await request(testApp.app).get('/xnews/favicon.png').set('Range', 'bytes=5-1');
    expect(response.status).toBe(416);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });
});

describe('page addresses no route matches are the not-found page, not a blank 200', () => {
  it.each([
    ['/%0D%0A', 'en'],
    ['/en/%0A', 'en'],
    ['/fr/news/list/a%E2%80%A8b', 'fr'],
    ['/..', 'en'],
    ['/%2e%2e', 'en'],
    ['/es/news/.%2E', 'es'],
  ] as const)('%s, in %s', async (path, lang) => {
    const response = await request(testApp.app).get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain(`<h1>${testApp.site.translations[lang].navigations.notFound.title}</h1>`);
    expect(response.text).toContain(`<html lang="${HREFLANG[lang]}"`);
    expect(response.text).toContain('<meta name="robots" content="noindex');
  });

  it('a line break that is only in the query string leaves the page alone', async () => {
    const response = await request(testApp.app).get('/en/about/AboutUS?x=%0A');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<title>[^<]+<\/title>/);
  });
});
