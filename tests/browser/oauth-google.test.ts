import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialSignInHref } from '../../shared/social-sign-in';
import { uniqueEmail } from '../support/accounts';
import { browserSuite, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { startLocalProvider, type LocalProvider } from '../support/oidc-provider';

/** Google sign-in end to end in Chromium, against a real OpenID provider on loopback (decision 012). */

let provider: LocalProvider;
beforeAll(async () => {
  provider = await startLocalProvider();
});
afterAll(async () => {
  await provider?.stop();
});
// Registered after the provider's hooks, so started once it is up and closed before it.
const suite = browserSuite(() => ({ stories: 30, app: { oauth: { google: provider.google() } } }));

describe('Sign in with Google', () => {
  it('goes to the provider and back, and lands on the return path signed in', async () => {
    const person = { sub: 'browser-google-1', email: uniqueEmail('browser'), email_verified: true, name: 'Katherine Johnson', given_name: 'Katherine', family_name: 'Johnson' };
    provider.signInAs(person);
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const { page, context } = watched;

    // Every address the browser passes through: ours, the provider's, ours again.
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(new URL(request.url()).origin + new URL(request.url()).pathname);
    });

    // The address the login page's Google button links to; the redirects end on the return path, hydrated there.
    const response = await gotoHydrated(page, `${suite.site.baseUrl}${socialSignInHref('google', '/en/news/list/trending')}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${suite.site.baseUrl}/en/news/list/trending`);
    expect(visited).toEqual([
      `${suite.site.baseUrl}/oauth2/authorize/google`,
      `${provider.issuer}/authorize`,
      `${suite.site.baseUrl}/oauth2/callback/google`,
      `${suite.site.baseUrl}/en/news/list/trending`,
    ]);

    const cookies = Object.fromEntries((await context.cookies(suite.site.baseUrl)).map((cookie) => [cookie.name, cookie]));
    expect(cookies.authenticated?.value).toBe('true');
    expect(cookies.access_token?.httpOnly).toBe(true);
    expect(cookies.access_token?.sameSite).toBe('Lax');
    expect(cookies.oauth_state).toBeUndefined();
    // Page JavaScript sees the readable flags, never the session token.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('authenticated=true');
    expect(readable).not.toContain('access_token');

    const me = await page.evaluate(async () => {
      const answer = await fetch('/user/me', { credentials: 'same-origin' });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Katherine Johnson', email: person.email, emailVerified: true, provider: 'google', providerId: person.sub });
    expectNoProblems(watched);
    await context.close();
  });

  it('a second visit with the same Google account signs into the same user', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    provider.signInAs({ sub: 'browser-google-1', email: 'changed@example.com', email_verified: true, name: 'K. Johnson' });
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${socialSignInHref('google', '/en/news/archive')}`);
    expect(watched.page.url()).toBe(`${suite.site.baseUrl}/en/news/archive`);
    const me = await watched.page.evaluate(async () => ((await (await fetch('/user/me')).json()) as { name: string; providerId: string }));
    expect(me).toMatchObject({ name: 'Katherine Johnson', providerId: 'browser-google-1' });
    const [{ count } = { count: -1 }] = await suite.site.testApp.db.query<{ count: number }>("SELECT count(*)::int AS count FROM identities WHERE provider = 'google'");
    expect(count).toBe(1);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
