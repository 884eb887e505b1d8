import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWSLETTER_API } from '../../shared/newsletter';
import { freshIp, uniqueEmail } from '../support/accounts';
import { newsletterLinkIn, tokenOf, waitForOutboxMail } from '../support/newsletter';
import { bystanderOf } from './support/bystander';
import { documentedAnswers } from './support/documented';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround, madeAround, madeBody } from './support/hostile-bodies';
import { forwardedFor, hostileQuery, segmentOr, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { readerSupply } from './support/readers';
import { sendAndCheck, type Method } from './support/send';

/** Fuzzing the newsletter: subscribing, the links' calls and pages, and a signed-in reader's own subscription. */
const fuzz = fuzzSuite();
bystanderOf(fuzz);
const expectDocumented = documentedAnswers(fuzz);

const CHOICES = ['lang', 'categories', 'frequency'];
const CHOICES_VALID = { lang: 'fr', categories: ['top', 'world'], frequency: 'weekly' };
const FORM_FIELDS = ['email', ...CHOICES, 'List-Unsubscribe'];
/** A form's fields, valid or hostile, with hostile pairs mixed in, as a browser without JavaScript posts them. */
const form = fc
  .tuple(
    fc.record({ lang: textOr(LANGUAGE_CODES, 4), categories: textOr(['top', 'world', 'followed'], 4), frequency: textOr(['daily', 'weekly'], 4), 'List-Unsubscribe': textOr(['One-Click'], 2) }, { requiredKeys: [] }),
    fc.option(hostileQuery(FORM_FIELDS), { freq: 2, nil: '' }),
  )
  .map(([fields, hostile]) => [...Object.entries(fields).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`), hostile].filter(Boolean).join('&'));

/** The manage token of a confirmed subscription of an address of its own, through the real flow (subscribe, the mailed link, confirm). */
let manageToken = '';
beforeAll(async () => {
  const email = uniqueEmail('fuzz-newsletter');
  const subscribed = await request(fuzz().app).post(NEWSLETTER_API.subscribe).set('X-Forwarded-For', freshIp()).send({ email, categories: ['top'] });
  expect(subscribed.status).toBe(202);
  const confirm = tokenOf(newsletterLinkIn((await waitForOutboxMail(fuzz().db, email)).body, 'confirm'));
  const confirmed = await request(fuzz().app).post(NEWSLETTER_API.confirm).set('X-Forwarded-For', freshIp()).send({ token: confirm });
  expect(confirmed.status).toBe(200);
  manageToken = (confirmed.body as { manageToken: string }).manageToken;
});

describe('POST /api/public/newsletter (subscribing)', () => {
  it('answers any JSON body or form with the same 202, a 400 naming the field, or for a browser’s form a page of the site', async () => {
    const json = madeAround([['email'], ['lang'], ['categories'], ['frequency']], { email: 'reader@example.com', ...CHOICES_VALID }).map((made) => ({ made }));
    const sentForm = fc.tuple(form, fc.constantFrom('text/html', 'application/json', '*/*')).map(([fields, accept]) => ({ fields, accept }));
    await checkProperty({ seed: 70931, numRuns: 50 }, fc.oneof(json, sentForm), forwardedFor, async (sent, ip) => {
      const email = uniqueEmail('fuzz-subscribe');
      const response = await sendAndCheck(
        fuzz().app,
        'made' in sent
          ? { method: 'POST', path: NEWSLETTER_API.subscribe, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: madeBody(sent.made, { email, ...CHOICES_VALID }) }
          : {
              method: 'POST',
              path: NEWSLETTER_API.subscribe,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: sent.accept, 'X-Forwarded-For': ip },
              body: `email=${encodeURIComponent(email)}&${sent.fields}`,
            },
      );
      expectDocumented(response, 'post', NEWSLETTER_API.subscribe);
      expectNamedFault(response, ['email', ...CHOICES]);
      expect([202, 303, 400, 429], `${response.status}`).toContain(response.status);
      if (response.status === 303) expect(response.headers.location).toMatch(/^\/(en|cn|tw|es|fr)\/newsletter(?:[/?]|$)/);
    });
  });
});

describe('the links’ calls: POST …/confirm and …/unsubscribe, GET and PUT …/preferences', () => {
  const CALLS: [Method, string][] = [
    ['POST', NEWSLETTER_API.confirm],
    ['POST', NEWSLETTER_API.unsubscribe],
    ['PUT', NEWSLETTER_API.preferences],
    ['GET', NEWSLETTER_API.preferences],
  ];
  it('answer any token and body with the subscription, a 400 naming the field, or a 404 or 410 for a link that is not valid', async () => {
    const made = madeAround([['token'], ['lang'], ['categories'], ['frequency']], { token: 'x'.repeat(40), ...CHOICES_VALID });
    const query = fc.oneof(hostileQuery(['token']), fc.constant('token={manage}'), hostileQuery(['token']).map((hostile) => `token={manage}&${hostile}`));
    await checkProperty({ seed: 70932, numRuns: 60 }, fc.constantFrom(...CALLS), made, query, forwardedFor, async ([method, path], body, search, ip) => {
      const headers = { 'X-Forwarded-For': ip };
      const response = await sendAndCheck(
        fuzz().app,
        method === 'GET'
          ? { method, path: `${path}?${search.replaceAll('{manage}', encodeURIComponent(manageToken))}`, headers }
          : { method, path, headers: { ...headers, 'Content-Type': 'application/json' }, body: madeBody(body, { token: manageToken, ...CHOICES_VALID }) },
      );
      expectDocumented(response, method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'post', path);
      expectNamedFault(response, ['token', ...CHOICES]);
      expect([200, 400, 404, 410, 429], `${response.status}`).toContain(response.status);
    });
  });
});

describe('GET, PUT and DELETE /api/public/users/me/newsletter (a signed-in reader’s own)', () => {
  // No per-account limit here; one reader throughout.
  const reader = readerSupply(fuzz, Number.POSITIVE_INFINITY);
  it('answer any body with the reader’s own subscription or a 400 naming the field', async () => {
    const json = jsonBodyAround({ ...CHOICES_VALID, categories: ['top', 'followed'] }).map((body) => ({ type: 'application/json', body }));
    const sentForm = form.map((body) => ({ type: 'application/x-www-form-urlencoded', body }));
    await checkProperty({ seed: 70933, numRuns: 50 }, fc.constantFrom('GET', 'PUT', 'DELETE') as fc.Arbitrary<'GET' | 'PUT' | 'DELETE'>, fc.oneof(json, sentForm), forwardedFor, async (method, sent, ip) => {
      const { headers, user } = await reader();
      const response = await sendAndCheck(fuzz().app, {
        method,
        path: NEWSLETTER_API.mine,
        headers: { ...headers, 'Content-Type': sent.type, 'X-Forwarded-For': ip },
        body: sent.body,
      });
      expectDocumented(response, method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'delete', NEWSLETTER_API.mine);
      expectNamedFault(response, CHOICES);
      expect([200, 400], `${response.status}`).toContain(response.status);
      const subscription = (response.body as { subscription?: { email: string } | null }).subscription;
      if (response.status === 200 && subscription) expect(subscription.email).toBe(user.email);
    });
  });
});

describe('POST /{lang}/newsletter/preferences and /{lang}/newsletter/unsubscribe (the pages’ forms, RFC 8058’s one-click)', () => {
  it('answer any form with a redirect to the page, the one-click answer, or a 4xx', async () => {
    const page = fc.constantFrom('preferences', 'unsubscribe');
    const query = fc.oneof(fc.constant('token={manage}'), hostileQuery(['token']), hostileQuery(['token']).map((hostile) => `token={manage}&${hostile}`));
    await checkProperty({ seed: 70934, numRuns: 50 }, segmentOr(LANGUAGE_CODES), page, query, form, forwardedFor, async (lang, which, search, fields, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: `/${lang}/newsletter/${which}?${search.replaceAll('{manage}', encodeURIComponent(manageToken))}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
        body: fields,
      });
      // A language the site does not have is no route of these (the not-found page answers).
      if ((LANGUAGE_CODES as readonly string[]).includes(lang)) expectDocumented(response, 'post', `/{lang}/newsletter/${which}`);
      expect([200, 303, 400, 404, 413, 415, 429], `${response.status}`).toContain(response.status);
      if (response.status === 303) expect(response.headers.location).toMatch(/^\/(en|cn|tw|es|fr)\/newsletter\/(preferences|unsubscribe)\?/);
    });
  });
});
