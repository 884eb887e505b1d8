import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/account-cookies';
import { newsletterLinkSigner } from '../../server/services/newsletter/newsletter-links';
import { newsletterLinkSecretOf } from '../../server/services/newsletter/newsletter-link-secret';
import { newsletterService } from '../../server/services/newsletter/newsletter-service';
import { memoryStores } from '../../server/services/rate-limit/rate-limit-stores';
import { createLogger } from '../../server/logger';
import { freshIp, insertNewUser, setCookie, uniqueEmail } from '../support/accounts';
import { newsletterLinkIn, storedSubscriber, tokenOf, waitForOutboxMail } from '../support/newsletter';
import { createTestApp, type TestApp } from '../support/test-app';

/** The newsletter: the mails' signed links (preferences, one-click unsubscribe), the customer's own subscription, the purge. */

const AUTH_SECRET = 'newsletter-manage-test-secret-0123456789';
let testApp: TestApp;
const signer = newsletterLinkSigner(newsletterLinkSecretOf(AUTH_SECRET));

beforeAll(async () => {
  testApp = await createTestApp({ authSecret: AUTH_SECRET });
});
afterAll(() => testApp.close());

const api = () => request(testApp.app);

/** A confirmed subscriber, through the real flow; returns its signed link token. */
async function confirmedSubscriber(email: string, lang = 'en'): Promise<string> {
  await api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).send({ email, lang, categories: ['top', 'world'] }).expect(202);
  const link = newsletterLinkIn((await waitForOutboxMail(testApp.db, email)).body, 'confirm');
  const confirmed = await api().post('/api/public/newsletter/confirm').send({ token: tokenOf(link) }).expect(200);
  return confirmed.body.manageToken as string;
}

describe('preferences by the signed link', () => {
  it('reads the subscription with the address masked, changes what is sent, and refuses a forged or voided link', async () => {
    const email = uniqueEmail('nl-prefs');
    const token = await confirmedSubscriber(email);
    const read = await api().get('/api/public/newsletter/preferences').query({ token }).expect(200);
    expect(read.body).toEqual({ email: `n…@example.com`, lang: 'en', topics: ['top', 'world'], frequency: 'daily', status: 'confirmed', account: false });
    expect(read.headers['cache-control']).toBe('private, no-store');

    const saved = await api().put('/api/public/newsletter/preferences').send({ token, categories: ['health', 'top'], frequency: 'weekly', lang: 'fr' }).expect(200);
    expect(saved.body).toMatchObject({ topics: ['top', 'health'], frequency: 'weekly', lang: 'fr' });
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ topics: ['top', 'health'], frequency: 'weekly', lang: 'fr', status: 'confirmed' });
    const partial = await api().put('/api/public/newsletter/preferences').send({ token, frequency: 'daily' }).expect(200);
    expect(partial.body).toMatchObject({ topics: ['top', 'health'], frequency: 'daily', lang: 'fr' });

    const bad = await api().put('/api/public/newsletter/preferences').send({ token, categories: ['<script>alert(1)</script>'] });
    expect(bad.status).toBe(400);
    expect(bad.body.parameter).toBe('categories');
    // What an account follows: no account here to follow anything (decision 019).
    const noAccount = await api().put('/api/public/newsletter/preferences').send({ token, categories: ['top', 'following'] });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({ error: 'invalid_parameter', parameter: 'categories', message: expect.stringContaining('account') });
    // Nor by the page's form without JavaScript: back to the page, which says the choice was not taken.
    const form = await api().post(`/en/newsletter/preferences?token=${encodeURIComponent(token)}`).type('form').send('categories=following&frequency=daily');
    expect(form.status).toBe(303);
    expect(form.headers.location).toContain('problem=invalid');
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ topics: ['top', 'health'] });
    // Nor is it offered on its page.
    const page = await api().get(`/fr/newsletter/preferences?token=${encodeURIComponent(token)}`).expect(200);
    expect(page.text).toContain('value="health"');
    expect(page.text).not.toContain('value="following"');
    const row = await storedSubscriber(testApp.db, email);
    const forged = `${row?.id}.${'A'.repeat(43)}`;
    expect((await api().get('/api/public/newsletter/preferences').query({ token: forged })).status).toBe(404);
    expect((await api().get('/api/public/newsletter/preferences').query({ token: 'garbage' })).status).toBe(404);
    expect((await api().get('/api/public/newsletter/preferences')).body).toMatchObject({ error: 'invalid_parameter', parameter: 'token' });
    // A new link key voids every link sent before.
    await testApp.db.query(`UPDATE newsletter_subscribers SET link_key = 'rotated' WHERE email = $1`, [email]);
    expect((await api().get('/api/public/newsletter/preferences').query({ token })).status).toBe(404);
    expect((await api().get('/api/public/newsletter/preferences').query({ token: signer.sign(row?.id ?? '', 'rotated') })).status).toBe(200);
  });

  it('saves the page’s form without JavaScript and comes back saying so, in the language chosen', async () => {
    const email = uniqueEmail('nl-prefs-form');
    const token = await confirmedSubscriber(email, 'es');
    const path = `/es/newsletter/preferences?token=${encodeURIComponent(token)}`;
    const saved = await api().post(path).type('form').send('categories=sports&categories=business&frequency=weekly&lang=tw');
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/tw/newsletter/preferences?token=${encodeURIComponent(token)}&saved=1`);
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ topics: ['business', 'sports'], frequency: 'weekly', lang: 'tw' });
    const none = await api().post(path).type('form').send('frequency=daily');
    expect(none.headers.location).toBe(`${path}&problem=invalid`);
    // Signed in or not, no anti-forgery header is needed: the token is the proof.
    const withCookie = await api().post(path).set('Cookie', 'access_token=x').type('form').send('categories=top&frequency=daily');
    expect(withCookie.status).toBe(303);
  });

  it('serves the token pages noindex and never cached, and says when a link is not valid', async () => {
    const email = uniqueEmail('nl-pages');
    const token = await confirmedSubscriber(email, 'fr');
    const page = await api().get(`/fr/newsletter/preferences?token=${encodeURIComponent(token)}`).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('noindex');
    expect(page.text).toContain('n…@example.com');
    expect(page.text).toContain(testApp.site.translations.fr.newsletter.preferencesTitle);
    const invalid = await api().get('/en/newsletter/unsubscribe?token=nothing').expect(200);
    expect(invalid.headers['cache-control']).toBe('no-store');
    expect(invalid.text).toContain(testApp.site.translations.en.newsletter.linkInvalid);
    expect(invalid.text).toContain('href="/en/newsletter"');
    const subscribePage = await api().get('/cn/newsletter?problem=rate-limited').expect(200);
    expect(subscribePage.text).toContain(testApp.site.translations.cn.newsletter.problems.rateLimited);
    expect(subscribePage.text).toContain('noindex');
    expect((await api().get('/de/newsletter')).status).toBe(404);
  });

  it('confirms while rendering the confirm page, once, and says a reused link was already used', async () => {
    const email = uniqueEmail('nl-confirm-page');
    await api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).send({ email, lang: 'es' }).expect(202);
    const link = newsletterLinkIn((await waitForOutboxMail(testApp.db, email)).body, 'confirm');
    const first = await api().get(link).set('X-Forwarded-For', '192.0.2.44').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.text).toContain(testApp.site.translations.es.newsletter.confirmed);
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ status: 'confirmed', consent_via: 'double-opt-in', consent_lang: 'es' });
    const again = await api().get(link).expect(200);
    expect(again.text).toContain(testApp.site.translations.es.newsletter.alreadyConfirmed);
    const bogus = await api().get('/es/newsletter/confirm?token=bogus').expect(200);
    expect(bogus.text).toContain(testApp.site.translations.es.newsletter.linkInvalid);
  });
});

describe('unsubscribe', () => {
  it('RFC 8058 one click: unsubscribes at once with 200 and no page, again and again; 404 for a link that is not valid', async () => {
    const email = uniqueEmail('nl-oneclick');
    const token = await confirmedSubscriber(email);
    const path = `/en/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    for (let time = 0; time < 2; time += 1) {
      const response = await api().post(path).type('form').send('List-Unsubscribe=One-Click');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect((await storedSubscriber(testApp.db, email))?.status).toBe('unsubscribed');
    }
    const invalid = await api().post('/en/newsletter/unsubscribe?token=nope').type('form').send('List-Unsubscribe=One-Click');
    expect(invalid.status).toBe(404);
    expect(invalid.body.error).toBe('invalid_link');
  });

  it('the page’s button without JavaScript unsubscribes and comes back to the page, which says so; the JSON call is idempotent', async () => {
    const email = uniqueEmail('nl-button');
    const token = await confirmedSubscriber(email, 'cn');
    const path = `/cn/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const pressed = await api().post(path).type('form').send('');
    expect([pressed.status, pressed.headers.location]).toEqual([303, path]);
    expect((await storedSubscriber(testApp.db, email))?.status).toBe('unsubscribed');
    expect((await api().get(path).expect(200)).text).toContain(testApp.site.translations.cn.newsletter.unsubscribed);
    const json = await api().post('/api/public/newsletter/unsubscribe').send({ token }).expect(200);
    expect(json.body.status).toBe('unsubscribed');
    // An old confirmation link cannot undo it.
    expect((await storedSubscriber(testApp.db, email))?.confirm_token_hash).toBeNull();
  });
});

describe('the signed-in customer’s own subscription', () => {
  async function signIn(email: string | null, phone?: boolean) {
    const user = await insertNewUser(testApp.db, { email, ...(phone ? { phone: { cdc: '+1' as const, national: `415555${String(Math.floor(Math.random() * 9000) + 1000)}` } } : {}) });
    const login = await api()
      .post(email ? '/api/public/auth/login' : '/api/public/auth/phonelogin')
      .set('X-Forwarded-For', freshIp())
      .send(email ? { email, password: user.password } : { phone: user.phone?.slice(2), cdc: '+1', password: user.password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const session = setCookie(login, 'access_token')?.value ?? '';
    const xsrf = setCookie(login, XSRF_COOKIE)?.value ?? '';
    return { user, cookie: `access_token=${session}; ${XSRF_COOKIE}=${xsrf}`, xsrf };
  }

  it('subscribes the verified address in one click (consent via account), changes the choices, unsubscribes', async () => {
    const email = uniqueEmail('nl-account');
    const { cookie, xsrf, user } = await signIn(email);
    const before = await api().get('/api/public/users/me/newsletter').set('Cookie', cookie).expect(200);
    expect(before.body).toEqual({ email, subscription: null });
    expect((await api().put('/api/public/users/me/newsletter').set('Cookie', cookie).send({})).status).toBe(403);
    const subscribed = await api().put('/api/public/users/me/newsletter').set('Cookie', cookie).set(XSRF_HEADER, xsrf).send({ categories: ['technology'] }).expect(200);
    expect(subscribed.body.subscription).toEqual({ email, lang: 'en', topics: ['technology'], frequency: 'daily', status: 'confirmed', account: true });
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ status: 'confirmed', consent_via: 'account', user_id: user.userId, confirm_token_hash: null });
    const changed = await api().put('/api/public/users/me/newsletter').set('Cookie', cookie).set(XSRF_HEADER, xsrf).send({ frequency: 'weekly', lang: 'es' }).expect(200);
    expect(changed.body.subscription).toMatchObject({ topics: ['technology'], frequency: 'weekly', lang: 'es' });
    const left = await api().delete('/api/public/users/me/newsletter').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(left.body.subscription.status).toBe('unsubscribed');
    expect((await api().get('/api/public/users/me/newsletter')).status).toBe(401);
  });

  it('offers what the account follows: chosen from the profile, and then from the mails’ link too', async () => {
    const email = uniqueEmail('nl-following');
    const token = await confirmedSubscriber(email);
    const { cookie, xsrf, user } = await signIn(email);
    // The address's subscription, made before the account had it: saving it from the profile makes it the account's.
    const mine = await api().get('/api/public/users/me/newsletter').set('Cookie', cookie).expect(200);
    expect(mine.body.subscription).toMatchObject({ status: 'confirmed', account: false });
    const saved = await api().put('/api/public/users/me/newsletter').set('Cookie', cookie).set(XSRF_HEADER, xsrf).send({ categories: ['world', 'following', 'top'] }).expect(200);
    expect(saved.body.subscription).toMatchObject({ topics: ['top', 'following', 'world'], account: true });
    expect(await storedSubscriber(testApp.db, email)).toMatchObject({ topics: ['top', 'following', 'world'], user_id: user.userId });
    // Now the link's preferences page may keep or change it.
    const read = await api().get('/api/public/newsletter/preferences').query({ token }).expect(200);
    expect(read.body).toMatchObject({ topics: ['top', 'following', 'world'], account: true });
    const page = await api().get(`/en/newsletter/preferences?token=${encodeURIComponent(token)}`).expect(200);
    expect(page.text).toContain('<input type="checkbox" name="categories" checked="" value="following"/>What I follow</label>');
    const changed = await api().put('/api/public/newsletter/preferences').send({ token, categories: ['following'] }).expect(200);
    expect(changed.body.topics).toEqual(['following']);
    // Subscribing by address alone never takes it.
    const subscribe = await api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).send({ email: uniqueEmail('nl-anon'), categories: ['following'] });
    expect(subscribe.status).toBe(400);
    expect(subscribe.body.parameter).toBe('categories');
  });

  it('takes over the address’s earlier pending request, and refuses an account without a verified address (409)', async () => {
    const email = uniqueEmail('nl-takeover');
    await api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).send({ email, lang: 'fr', categories: ['sports'] }).expect(202);
    const { cookie, xsrf } = await signIn(email);
    const mine = await api().get('/api/public/users/me/newsletter').set('Cookie', cookie).expect(200);
    expect(mine.body.subscription).toMatchObject({ status: 'pending', topics: ['sports'], lang: 'fr' });
    const subscribed = await api().put('/api/public/users/me/newsletter').set('Cookie', cookie).set(XSRF_HEADER, xsrf).send({}).expect(200);
    expect(subscribed.body.subscription).toMatchObject({ status: 'confirmed', topics: ['sports'], lang: 'fr' });

    const phoneOnly = await signIn(null, true);
    const none = await api().get('/api/public/users/me/newsletter').set('Cookie', phoneOnly.cookie).expect(200);
    expect(none.body).toEqual({ email: null, subscription: null });
    const refused = await api().put('/api/public/users/me/newsletter').set('Cookie', phoneOnly.cookie).set(XSRF_HEADER, phoneOnly.xsrf).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('email_not_verified');
  });
});

describe('purgeUnconfirmed', () => {
  it('deletes the requests left unconfirmed for 7 days, and nothing else', async () => {
    const service = newsletterService({ db: testApp.db, mailer: { send: async () => ({ via: 'outbox', id: '0' }) }, site: testApp.site, newsletterLinkSecret: 'x', publicOrigin: 'https://www.xnews.com', rateLimitStores: memoryStores, logger: createLogger('silent') });
    const old = uniqueEmail('nl-old');
    const fresh = uniqueEmail('nl-fresh');
    const kept = uniqueEmail('nl-kept');
    await service.subscribe({ email: old, lang: 'en', categories: ['top'], frequency: 'daily' });
    await service.subscribe({ email: fresh, lang: 'en', categories: ['top'], frequency: 'daily' });
    await confirmedSubscriber(kept);
    await testApp.db.query(`UPDATE newsletter_subscribers SET updated_at = now() - interval '8 days' WHERE email = ANY($1::text[])`, [[old, kept]]);
    expect(await service.purgeUnconfirmed(new Date())).toBeGreaterThanOrEqual(1);
    expect(await storedSubscriber(testApp.db, old)).toBeUndefined();
    expect(await storedSubscriber(testApp.db, fresh)).toBeDefined();
    expect(await storedSubscriber(testApp.db, kept)).toBeDefined();
  });
});
