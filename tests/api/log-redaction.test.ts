import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { REDACTED, redactedUrl } from '../../server/redacted-url';
import { loadSite } from '../../server/site/load-site';
import { freshIp, insertNewUser, latestOutbox, resetLinkIn, uniqueEmail } from '../support/accounts';
import { capturingLogger } from '../support/capturing-logger';
import { unusedPort } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Request logs used to carry whole addresses, and with them reset tokens
 * (/en/user/reset?token=) and e-mail addresses (?email=, ?newEmail=). They keep the query's keys
 * and replace its values; the mail records name their recipient masked (a…@example.com).
 */
const { logger, lines } = capturingLogger('info');
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ logger });
});
afterAll(() => testApp.close());

/** Every log line, once one of them is the request line of `url`. */
async function linesOnceLogged(url: string): Promise<string> {
  const isRequestLine = (line: string) => (JSON.parse(line) as { req?: { url?: string } }).req?.url === url && line.includes('"res"');
  await expect.poll(() => lines.some(isRequestLine), { message: `a request line for ${url}` }).toBe(true);
  return lines.join('\n');
}

/** A secret in the forms a log line could hold it: as sent, percent-encoded, JSON-escaped. */
function expectAbsent(logged: string, secret: string): void {
  for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) expect(logged).not.toContain(form);
}

describe('the logs of a password reset', () => {
  it('name neither the address nor the token, only the keys', async () => {
    const user = await insertNewUser(testApp.db);
    const email = user.email ?? '';
    const asked = await request(testApp.app).post('/auth/resetpassword').query({ email }).set('X-Forwarded-For', freshIp());
    expect(asked.status).toBe(200);
    const mail = await vi.waitFor(async () => (await latestOutbox(testApp.db, email)) ?? Promise.reject(new Error('no reset mail yet')), { timeout: 30_000 });
    const link = new URL(resetLinkIn(mail?.body, 'http://site.invalid'));
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const page = await request(testApp.app).get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);

    const logged = await linesOnceLogged(`/en/user/reset?token=${REDACTED}`);
    expect(logged).toContain(`"url":"/auth/resetpassword?email=${REDACTED}"`);
    expectAbsent(logged, email);
    expectAbsent(logged, token);
  });
});

describe('the logs of a sign-up code request', () => {
  it('name neither the new address nor anything else of the query', async () => {
    const newEmail = uniqueEmail('signup');
    const response = await request(testApp.app).post('/auth/requestemailsignupcode').query({ newEmail, websiteId: 'xnews' }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(200);
    const logged = await linesOnceLogged(`/auth/requestemailsignupcode?newEmail=${REDACTED}&websiteId=${REDACTED}`);
    expectAbsent(logged, newEmail);
  });

  it('nor when the request is refused', async () => {
    const newEmail = uniqueEmail('refused');
    const response = await request(testApp.app).post('/auth/requestemailsignupcode').query({ newEmail, websiteId: 'elsewhere' }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    const logged = await linesOnceLogged(`/auth/requestemailsignupcode?newEmail=${REDACTED}&websiteId=${REDACTED}`);
    expectAbsent(logged, newEmail);
  });
});

describe('the logs of a web instance whose API is down', () => {
  it('name the address the proxy could not pass on with its values redacted', async () => {
    const web = createApp({ role: 'web', apiUpstream: `http://127.0.0.1:${await unusedPort()}`, site: loadSite('xnews'), logger, assets: loadAssetManifest() });
    const email = uniqueEmail('proxied');
    const response = await request(web).post('/auth/resetpassword').query({ email }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(502);
    const logged = await linesOnceLogged(`/auth/resetpassword?email=${REDACTED}`);
    expect(logged).toContain(`"url":"/auth/resetpassword?email=${REDACTED}","elapsed"`);
    expectAbsent(logged, email);
  });
});

describe('redactedUrl', () => {
  it.each([
    ['/en/user/reset?token=abc123', `/en/user/reset?token=${REDACTED}`],
    ['/en/news/list/world', '/en/news/list/world'],
    ['/auth/x?email=a%40b.com&email=c%40d.com&websiteId=xnews', `/auth/x?email=${REDACTED}&email=${REDACTED}&websiteId=${REDACTED}`],
    ['/x?bad=%E0%A4%A&%ZZ=1', `/x?bad=${REDACTED}&%ZZ=${REDACTED}`],
    ['/x?3f9a0c1d&&flag=', `/x?${REDACTED}&flag=${REDACTED}`],
    ['/x?', '/x?'],
    ['http://page.invalid/en/user/reset?token=abc#top', `http://page.invalid/en/user/reset?token=${REDACTED}`],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
