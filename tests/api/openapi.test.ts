import { validate } from '@readme/openapi-parser';
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_API } from '../../shared/account-data';
import { FACEBOOK_ENDPOINTS } from '../../server/services/oauth/oauth-settings';
import { codeIn, freshIp, insertNewUser, latestOutbox, setCookie, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { apiSignIn } from '../support/api-sign-in';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { newsletterLinkIn, tokenOf, waitForOutboxMail } from '../support/newsletter';
import { mountedRoutes, openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

const LOCAL_TOKEN = 'test-local-token-0123456789';
/** The prefixes the API owns (the BFF proxies exactly these to an API instance). */
const API_PREFIXES = ['/api/', '/auth/', '/user/', '/oauth2/'];

let testApp: TestApp;
let document: Parameters<typeof openApiChecker>[0] & Record<string, unknown>;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
const story = newsItem({ postTime: daysAgo(1) });
const storyMonth = new Date(story.postTime * 1000).toISOString().slice(0, 7).replace('-', '');

beforeAll(async () => {
  testApp = await createTestApp({
    ingestToken: TEST_INGEST_TOKEN,
    localToken: LOCAL_TOKEN,
    oauth: { facebook: { clientId: 'facebook-client', clientSecret: 'facebook-secret', ...FACEBOOK_ENDPOINTS } },
  });
  await ingest(testApp, [story, translated(story, 'fr', `La banque centrale maintient ses taux ${story.id}`)]);
  const served = await request(testApp.app).get('/api/openapi.json');
  expect(served.status).toBe(200);
  document = served.body;
  expectMatchesOpenApi = openApiChecker(document);
});
afterAll(() => testApp.close());

const api = () => request(testApp.app);

/** The status this case is about, and a response the document describes. */
function expectAnswer(response: Response, status: number, method: 'get' | 'post' | 'put' | 'delete', pathTemplate: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expectMatchesOpenApi(response, method, pathTemplate);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, cached for five minutes', async () => {
    const response = await api().get('/api/openapi.json');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(response.body));
    expect(result).toMatchObject({ valid: true });
    expectAnswer(response, 200, 'get', '/api/openapi.json');
  });

  it('describes every route the app mounts under /api, /auth, /user and /oauth2, and nothing else there', () => {
    const mounted = mountedRoutes(testApp.app)
      .filter((route) => API_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
      .map((route) => `${route.method} ${route.path}`);
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const described = Object.entries(paths)
      .filter(([path]) => API_PREFIXES.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect([...new Set(mounted)].sort()).toEqual(described.sort());
  });

  it('refuses a status the document does not list for the operation', () => {
    expect(() => expectMatchesOpenApi({ status: 418, headers: {}, body: {} }, 'get', '/api/public/xnews/list')).toThrow(/does not list/);
  });

  it('refuses a body that does not match the schema of its status', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(() => expectMatchesOpenApi({ status: 200, headers: json, body: [{ id: 1 }] }, 'get', '/api/public/xnews/list')).toThrow();
    expect(() => expectMatchesOpenApi({ status: 404, headers: json, body: { error: 'not_found', message: 'x', extra: 1 } }, 'get', '/api/public/xnews/details/{id}')).toThrow();
  });
});

describe('news', () => {
  it('list: items, 304 on a current ETag, 400 on bad input', async () => {
    const list = await api().get('/api/public/xnews/list?type=business&lang=en');
    expectAnswer(list, 200, 'get', '/api/public/xnews/list');
    expect(list.body.map((item: { id: string }) => item.id)).toContain(story.id);
    const again = await api().get('/api/public/xnews/list?type=business&lang=en').set({ 'If-None-Match': String(list.headers.etag), 'Cache-Control': 'max-age=0' });
    expectAnswer(again, 304, 'get', '/api/public/xnews/list');
    expectAnswer(await api().get('/api/public/xnews/list?size=0'), 400, 'get', '/api/public/xnews/list');
  });

  it('details: the item, 404 for an unknown id, 400 for a malformed one', async () => {
    expectAnswer(await api().get(`/api/public/xnews/details/${story.id}?lang=fr`), 200, 'get', '/api/public/xnews/details/{id}');
    expectAnswer(await api().get('/api/public/xnews/details/12345'), 404, 'get', '/api/public/xnews/details/{id}');
    expectAnswer(await api().get('/api/public/xnews/details/abc'), 400, 'get', '/api/public/xnews/details/{id}');
  });

  it('archive and navigation', async () => {
    const archive = await api().get(`/api/public/xnews/archive/en/business/${storyMonth}`);
    expectAnswer(archive, 200, 'get', '/api/public/xnews/archive/{lang}/{category}/{yyyymm}');
    expect(archive.body).toHaveLength(1);
    expectAnswer(await api().get('/api/public/xnews/archive/en/business/202513'), 400, 'get', '/api/public/xnews/archive/{lang}/{category}/{yyyymm}');
    expectAnswer(await api().get('/api/public/nav/cn'), 200, 'get', '/api/public/nav/{lang}');
    expectAnswer(await api().get('/api/public/nav/xx'), 400, 'get', '/api/public/nav/{lang}');
  });
});

describe('site files, crawlers and operations', () => {
  it('config and translations', async () => {
    expectAnswer(await api().get('/xnews/config.json'), 200, 'get', '/xnews/config.json');
    expectAnswer(await api().get('/xnews/locales/messages_tw.json'), 200, 'get', '/xnews/locales/messages_{lang}.json');
    expectAnswer(await api().get('/xnews/locales/messages_xx.json'), 404, 'get', '/xnews/locales/messages_{lang}.json');
    expectAnswer(await api().get('/xnews/locales/es/shell.json?v=any'), 200, 'get', '/xnews/locales/{lang}/{part}.json');
    expectAnswer(await api().get('/xnews/locales/es/account.json'), 200, 'get', '/xnews/locales/{lang}/{part}.json');
    expectAnswer(await api().get('/xnews/locales/es/nothing.json'), 404, 'get', '/xnews/locales/{lang}/{part}.json');
  });

  it('robots.txt, sitemaps and feeds, with their media types', async () => {
    expectAnswer(await api().get('/robots.txt'), 200, 'get', '/robots.txt');
    expectAnswer(await api().get('/sitemap.xml'), 200, 'get', '/sitemap.xml');
    expectAnswer(await api().get('/sitemaps/pages.xml'), 200, 'get', '/sitemaps/pages.xml');
    expectAnswer(await api().get(`/sitemaps/en/${storyMonth}.xml`), 200, 'get', '/sitemaps/{lang}/{month}.xml');
    expectAnswer(await api().get('/sitemaps/en/190001.xml'), 404, 'get', '/sitemaps/{lang}/{month}.xml');
    expectAnswer(await api().get('/news-sitemap.xml'), 200, 'get', '/news-sitemap.xml');
    expectAnswer(await api().get('/rss/fr.xml'), 200, 'get', '/rss/{lang}.xml');
    expectAnswer(await api().get('/rss/en/business.xml'), 200, 'get', '/rss/{lang}/{category}.xml');
    expectAnswer(await api().get('/rss/en/nothing.xml'), 404, 'get', '/rss/{lang}/{category}.xml');
  });

  it('probes, metrics and the outbox', async () => {
    expectAnswer(await api().get('/healthz'), 200, 'get', '/healthz');
    expectAnswer(await api().get('/readyz'), 200, 'get', '/readyz');
    expectAnswer(await api().get('/metrics'), 200, 'get', '/metrics');
    expectAnswer(await api().get('/api/ops/outbox?limit=5').set('Authorization', `Bearer ${LOCAL_TOKEN}`), 200, 'get', '/api/ops/outbox');
    expectAnswer(await api().get('/api/ops/outbox?limit=0').set('Authorization', `Bearer ${LOCAL_TOKEN}`), 400, 'get', '/api/ops/outbox');
    expectAnswer(await api().get('/api/ops/outbox'), 401, 'get', '/api/ops/outbox');
  });
});

describe('ingest and contact', () => {
  const ingestCall = () => api().post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`);

  it('ingest: written, refused item by item, unauthorised, not JSON', async () => {
    expectAnswer(await ingestCall().send([newsItem()]), 200, 'post', '/api/ingest/news');
    expectAnswer(await ingestCall().send([newsItem({ type: 'business', subtype: 'Nothing' })]), 400, 'post', '/api/ingest/news');
    expectAnswer(await ingestCall().send({ not: 'an array' }), 400, 'post', '/api/ingest/news');
    expectAnswer(await api().post('/api/ingest/news').send([newsItem()]), 401, 'post', '/api/ingest/news');
    expectAnswer(await ingestCall().set('Content-Type', 'text/plain').send('hello'), 415, 'post', '/api/ingest/news');
  });

  it('contact: thanks, field errors, not JSON', async () => {
    const contact = () => api().post('/api/public/contact').set('X-Forwarded-For', freshIp());
    expectAnswer(await contact().send({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.', lang: 'es' }), 200, 'post', '/api/public/contact');
    expectAnswer(await contact().send({ name: '', email: 'nope' }), 400, 'post', '/api/public/contact');
    expectAnswer(await contact().type('form').send('name=Ada'), 415, 'post', '/api/public/contact');
  });
});

describe('newsletter', () => {
  it('subscribe, confirm, preferences, unsubscribe, and the customer’s own', async () => {
    const subscribe = () => api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp());
    const email = uniqueEmail('openapi-nl');
    expectAnswer(await subscribe().send({ email, lang: 'fr', categories: ['world'] }), 202, 'post', '/api/public/newsletter');
    expectAnswer(await subscribe().send({ email: 'nope' }), 400, 'post', '/api/public/newsletter');
    expectAnswer(await subscribe().type('text/plain').send('x'), 415, 'post', '/api/public/newsletter');
    expectAnswer(await subscribe().set('Accept', 'text/html').type('form').send(`email=${encodeURIComponent(uniqueEmail('openapi-nl'))}`), 303, 'post', '/api/public/newsletter');
    const mail = await waitForOutboxMail(testApp.db, email);
    const token = tokenOf(newsletterLinkIn(mail.body, 'confirm'));
    const confirmed = await api().post('/api/public/newsletter/confirm').send({ token });
    expectAnswer(confirmed, 200, 'post', '/api/public/newsletter/confirm');
    expectAnswer(await api().post('/api/public/newsletter/confirm').send({ token: 'x' }), 404, 'post', '/api/public/newsletter/confirm');
    const manage = confirmed.body.manageToken as string;
    expectAnswer(await api().get('/api/public/newsletter/preferences').query({ token: manage }), 200, 'get', '/api/public/newsletter/preferences');
    expectAnswer(await api().put('/api/public/newsletter/preferences').send({ token: manage, frequency: 'weekly' }), 200, 'put', '/api/public/newsletter/preferences');
    expectAnswer(await api().put('/api/public/newsletter/preferences').send({ token: manage, categories: ['main'] }), 400, 'put', '/api/public/newsletter/preferences');
    expectAnswer(await api().post('/api/public/newsletter/unsubscribe').send({ token: manage }), 200, 'post', '/api/public/newsletter/unsubscribe');
    expectAnswer(await api().post('/api/public/newsletter/unsubscribe').send({ token: 'x' }), 404, 'post', '/api/public/newsletter/unsubscribe');
    const oneClick = await api().post(`/fr/newsletter/unsubscribe?token=${encodeURIComponent(manage)}`).type('form').send('List-Unsubscribe=One-Click');
    expectAnswer(oneClick, 200, 'post', '/{lang}/newsletter/unsubscribe');
    expectAnswer(await api().post(`/fr/newsletter/preferences?token=${encodeURIComponent(manage)}`).type('form').send('categories=top'), 303, 'post', '/{lang}/newsletter/preferences');

    const user = await insertNewUser(testApp.db);
    const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
    const bearer = { Authorization: `Bearer ${login.body.accessToken}` };
    expectAnswer(await api().get('/api/public/users/me/newsletter').set(bearer), 200, 'get', '/api/public/users/me/newsletter');
    expectAnswer(await api().get('/api/public/users/me/newsletter'), 401, 'get', '/api/public/users/me/newsletter');
    expectAnswer(await api().put('/api/public/users/me/newsletter').set(bearer).send({ categories: ['top'] }), 200, 'put', '/api/public/users/me/newsletter');
    expectAnswer(await api().delete('/api/public/users/me/newsletter').set(bearer), 200, 'delete', '/api/public/users/me/newsletter');
  });
});

describe('the reader’s saved stories and follows', () => {
  it('answers as described', async () => {
    const user = await insertNewUser(testApp.db);
    const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
    const bearer = { Authorization: `Bearer ${login.body.accessToken}` };
    const saved = '/api/public/users/me/saved/{id}';
    expectAnswer(await api().put(`/api/public/users/me/saved/${story.id}`).set(bearer), 200, 'put', saved);
    expectAnswer(await api().put('/api/public/users/me/saved/99999999999999999999').set(bearer), 404, 'put', saved);
    expectAnswer(await api().put('/api/public/users/me/saved/x').set(bearer), 400, 'put', saved);
    expectAnswer(await api().get('/api/public/users/me/saved').query({ lang: 'fr' }).set(bearer), 200, 'get', '/api/public/users/me/saved');
    expectAnswer(await api().get('/api/public/users/me/saved').query({ size: 0 }).set(bearer), 400, 'get', '/api/public/users/me/saved');
    expectAnswer(await api().get('/api/public/users/me/saved/ids').set(bearer), 200, 'get', '/api/public/users/me/saved/ids');
    expectAnswer(await api().get('/api/public/users/me/saved/ids'), 401, 'get', '/api/public/users/me/saved/ids');
    expectAnswer(await api().delete(`/api/public/users/me/saved/${story.id}`).set(bearer), 200, 'delete', saved);
    const form = await api().post('/api/public/users/me/saved/form').set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: story.id, saved: 'true', back: '/en' });
    expectAnswer(form, 303, 'post', '/api/public/users/me/saved/form');
    expectAnswer(await api().post('/api/public/users/me/saved/form').set('Sec-Fetch-Site', 'cross-site').type('form').send({ story: story.id, saved: 'true' }), 403, 'post', '/api/public/users/me/saved/form');

    expectAnswer(await api().put('/api/public/users/me/follows/business').set(bearer), 200, 'put', '/api/public/users/me/follows/{category}');
    expectAnswer(await api().put('/api/public/users/me/follows/business/Nothing').set(bearer), 400, 'put', '/api/public/users/me/follows/{category}/{subcategory}');
    expectAnswer(await api().get('/api/public/users/me/follows').set(bearer), 200, 'get', '/api/public/users/me/follows');
    expectAnswer(await api().get('/api/public/users/me/foryou').query({ lang: 'fr' }).set(bearer), 200, 'get', '/api/public/users/me/foryou');
    expectAnswer(await api().get('/api/public/users/me/foryou').set(bearer).query({ page: 0 }), 400, 'get', '/api/public/users/me/foryou');
    expectAnswer(await api().delete('/api/public/users/me/follows/business').set(bearer), 200, 'delete', '/api/public/users/me/follows/{category}');
  });
});

describe('a reader’s own data', () => {
  it('export, the email and password changes, re-authentication and deletion, with their refusals', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const bearer = `Bearer ${session.token}`;
    const call = (path: string, body?: object) => {
      const sent = api().post(path).set('Authorization', bearer).set('X-Forwarded-For', freshIp());
      return body === undefined ? sent : sent.send(body);
    };
    expectAnswer(await api().get(ACCOUNT_DATA_API.export).set('Authorization', bearer), 200, 'get', ACCOUNT_DATA_API.export);
    expectAnswer(await api().get(ACCOUNT_DATA_API.export), 401, 'get', ACCOUNT_DATA_API.export);

    const next = uniqueEmail('openapi-change');
    expectAnswer(await call(ACCOUNT_DATA_API.emailCode, { email: next }), 200, 'post', ACCOUNT_DATA_API.emailCode);
    expectAnswer(await call(ACCOUNT_DATA_API.emailCode, { email: 'nope' }), 400, 'post', ACCOUNT_DATA_API.emailCode);
    expectAnswer(await api().post(ACCOUNT_DATA_API.emailCode).set('Cookie', session.cookie).send({ email: next }), 403, 'post', ACCOUNT_DATA_API.emailCode);
    expectAnswer(await call(ACCOUNT_DATA_API.email, { email: next, code: '0000000000' }), 400, 'post', ACCOUNT_DATA_API.email);
    const code = codeIn((await latestOutbox(testApp.db, next))?.body);
    expectAnswer(await call(ACCOUNT_DATA_API.email, { email: next, code }), 200, 'post', ACCOUNT_DATA_API.email);

    expectAnswer(await call(ACCOUNT_DATA_API.password, { currentPassword: user.password, newPassword: 'short' }), 400, 'post', ACCOUNT_DATA_API.password);
    expectAnswer(await call(ACCOUNT_DATA_API.password, { currentPassword: user.password, newPassword: 'another-good-one' }), 200, 'post', ACCOUNT_DATA_API.password);
    expectAnswer(await api().post(ACCOUNT_DATA_API.password).send({}), 401, 'post', ACCOUNT_DATA_API.password);

    expectAnswer(await call(ACCOUNT_DATA_API.reauthenticateCode), 409, 'post', ACCOUNT_DATA_API.reauthenticateCode);
    expectAnswer(await call(ACCOUNT_DATA_API.reauthenticate, { password: 'wrong-password' }), 400, 'post', ACCOUNT_DATA_API.reauthenticate);
    expectAnswer(await call(ACCOUNT_DATA_API.reauthenticate, { password: 'another-good-one' }), 200, 'post', ACCOUNT_DATA_API.reauthenticate);
    await testApp.db.query(`UPDATE sessions SET created_at = now() - interval '1 hour', reauthenticated_at = NULL WHERE user_id = $1`, [user.userId]);
    expectAnswer(await api().delete(ACCOUNT_DATA_API.account).set('Authorization', bearer), 403, 'delete', ACCOUNT_DATA_API.account);
    await call(ACCOUNT_DATA_API.reauthenticate, { password: 'another-good-one' }).expect(200);
    expectAnswer(await api().delete(ACCOUNT_DATA_API.account).set('Authorization', bearer), 200, 'delete', ACCOUNT_DATA_API.account);
    expectAnswer(await api().delete(ACCOUNT_DATA_API.account).set('Authorization', bearer), 401, 'delete', ACCOUNT_DATA_API.account);
  });
});

describe('accounts', () => {
  const post = (path: string) => api().post(path).set('X-Forwarded-For', freshIp());

  it('email sign-up: the code, then the account; a wrong code and a bad address are refused', async () => {
    const email = uniqueEmail('openapi');
    expectAnswer(await post(`/auth/requestemailsignupcode?newEmail=${encodeURIComponent(email)}&websiteId=xnews`), 200, 'post', '/auth/requestemailsignupcode');
    expectAnswer(await post('/auth/requestemailsignupcode?newEmail=not-an-address'), 400, 'post', '/auth/requestemailsignupcode');
    const signup = (signUpCode: string) =>
      post('/api/public/auth/signup').send({ email, password: TEST_PASSWORD, signUpCode, familyName: 'Ada', givenName: 'Lovelace', name: '', websiteId: 'xnews' });
    expectAnswer(await signup('00000000'), 400, 'post', '/api/public/auth/signup');
    expectAnswer(await signup(codeIn((await latestOutbox(testApp.db, email))?.body)), 200, 'post', '/api/public/auth/signup');
  });

  it('phone sign-up and phone login', async () => {
    const national = `201${String(Date.now()).slice(-7)}`;
    const path = '/auth/customer/requestcustomerphoneverification';
    expectAnswer(await post(path).send({ phone: national, cdc: '+1' }), 200, 'post', path);
    expectAnswer(await post(path).send({ phone: '12', cdc: '+1' }), 400, 'post', path);
    expectAnswer(await post(path).type('form').send('phone=1'), 415, 'post', path);
    const code = codeIn((await latestOutbox(testApp.db, `+1${national}`))?.body);
    const body = { phone: national, cdc: '+1', phoneRegistrationCode: code, password: TEST_PASSWORD, familyName: 'Lin', givenName: 'Mei', name: '', phoneVerified: true, email: '' };
    expectAnswer(await post('/api/public/auth/phonesignupverification').send(body), 200, 'post', '/api/public/auth/phonesignupverification');
    expectAnswer(await post('/api/public/auth/phonelogin').send({ phone: national, password: TEST_PASSWORD }), 200, 'post', '/api/public/auth/phonelogin');
    expectAnswer(await post('/api/public/auth/phonelogin').send({ phone: national, password: 'wrong-password' }), 401, 'post', '/api/public/auth/phonelogin');
  });

  it('login, who am I, logout (with and without the anti-forgery header)', async () => {
    const user = await insertNewUser(testApp.db);
    expectAnswer(await post('/api/public/auth/login').send({ email: user.email, password: 'wrong-password' }), 401, 'post', '/api/public/auth/login');
    expectAnswer(await post('/api/public/auth/login').send({ password: 'x' }), 400, 'post', '/api/public/auth/login');
    const agent = request.agent(testApp.app);
    const login = await agent.post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
    expectAnswer(login, 200, 'post', '/api/public/auth/login');
    expectAnswer(await api().get('/user/me').set('Authorization', `Bearer ${login.body.accessToken}`), 200, 'get', '/user/me');
    expectAnswer(await api().get('/user/me'), 401, 'get', '/user/me');
    expectAnswer(await agent.post('/api/public/auth/logout'), 403, 'post', '/api/public/auth/logout');
    const xsrf = setCookie(login, 'XSRF-TOKEN')?.value ?? '';
    expectAnswer(await agent.post('/api/public/auth/logout').set('X-XSRF-TOKEN', xsrf), 200, 'post', '/api/public/auth/logout');
  });

  it('password reset', async () => {
    const user = await insertNewUser(testApp.db);
    expectAnswer(await post(`/auth/resetpassword?email=${encodeURIComponent(user.email ?? '')}`), 200, 'post', '/auth/resetpassword');
    expectAnswer(await post('/auth/resetpassword?email='), 400, 'post', '/auth/resetpassword');
    expectAnswer(await post('/auth/resetpassword/confirm').send({ token: 'no-such-token', password: TEST_PASSWORD }), 400, 'post', '/auth/resetpassword/confirm');
  });

  it('the user list: administrators only', async () => {
    const asUser = async (roles: string[]) => {
      const user = await insertNewUser(testApp.db, { roles });
      const login = await post('/api/public/auth/login').send({ email: user.email, password: user.password });
      return `Bearer ${login.body.accessToken}`;
    };
    expectAnswer(await api().get('/api/public/users?size=5').set('Authorization', await asUser(['user', 'admin'])), 200, 'get', '/api/public/users');
    expectAnswer(await api().get('/api/public/users').set('Authorization', await asUser(['user'])), 403, 'get', '/api/public/users');
    expectAnswer(await api().get('/api/public/users'), 401, 'get', '/api/public/users');
  });

  it('social sign-in: to the provider, not configured, a callback without its flow', async () => {
    expectAnswer(await api().get('/oauth2/authorize/facebook?redirect_uri=/en/news/list/trending').set('X-Forwarded-For', freshIp()), 302, 'get', '/oauth2/authorize/{provider}');
    expectAnswer(await api().get('/oauth2/authorize/google').set('X-Forwarded-For', freshIp()), 404, 'get', '/oauth2/authorize/{provider}');
    expectAnswer(await api().get('/oauth2/authorize/facebook?redirect_uri=https://elsewhere.example/').set('X-Forwarded-For', freshIp()), 400, 'get', '/oauth2/authorize/{provider}');
    expectAnswer(await api().get('/oauth2/callback/facebook?state=forged&code=x'), 400, 'get', '/oauth2/callback/{provider}');
  });
});
