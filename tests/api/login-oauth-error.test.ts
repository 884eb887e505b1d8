import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The login page after a failed Google or Facebook sign-in (decision 012): the server sends the
 * browser to /{lang}/user/login?oauth_error=<code>&provider=<name>, and the page, rendered here,
 * says what happened in its language, and only in the site's own words.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);

function mainOf(page: string): string {
  return /<main\b[^>]*>(.*?)<\/main>/s.exec(page)?.[1] ?? '';
}

/** The alerts of a rendered page, as their HTML. */
function alertsOf(page: string): string[] {
  return [...mainOf(page).matchAll(/<div[^>]*role="alert"[^>]*>(.*?)<\/div>/gs)].map((match) => match[0]);
}

describe('the login page with a failed social sign-in in its address', () => {
  it('says in English, in a focusable alert above the social buttons, that Google did not answer', async () => {
    const response = await get('/en/user/login?oauth_error=provider_timeout&provider=google');
    expect(response.status).toBe(200);
    const main = mainOf(response.text);
    const alert = '<div class="xn-account-notice xn-account-notice-error xn-login-social-error" role="alert" tabindex="-1">'
      + 'Google did not answer in time. Please try again in a few minutes.</div>';
    expect(main).toContain(alert);
    // Where the reader tries again: the alert comes just before the buttons.
    expect(main.indexOf(alert)).toBeLessThan(main.indexOf('href="/oauth2/authorize/google'));
    expect(main).toContain('<h1 id="xn-login-heading">Customers Login...</h1>');
    // Rendered for this address alone, and kept by no cache.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says it in French, and fills in the minutes of an expired sign-in', async () => {
    const timeout = await get('/fr/user/login?oauth_error=provider_timeout&provider=google');
    expect(alertsOf(timeout.text)).toHaveLength(1);
    expect(alertsOf(timeout.text)[0]).toContain("Google n&#x27;a pas répondu à temps. Veuillez réessayer dans quelques minutes.");
    const expired = await get('/fr/user/login?oauth_error=state_expired&provider=facebook');
    expect(alertsOf(expired.text)[0]).toContain('Cette connexion a pris plus de 10 minutes et a expiré.');
  });

  it('names the provider of the address in Chinese', async () => {
    const response = await get('/tw/user/login?oauth_error=sign_in_cancelled&provider=facebook');
    expect(alertsOf(response.text)[0]).toContain('已取消使用 Facebook 登入。');
  });

  it('says a failure that names no provider without one', async () => {
    const response = await get('/es/user/login?oauth_error=rate_limited');
    expect(alertsOf(response.text)[0]).toContain('Demasiados intentos de inicio de sesión desde tu red.');
  });

  it.each([
    ['an unknown code', '?oauth_error=token_stolen&provider=google', 'token_stolen'],
    ['a hostile code', `?oauth_error=${encodeURIComponent('<script>alert(1)</script>')}&provider=google`, 'alert(1)'],
    ['a code that is an object key', '?oauth_error=__proto__&provider=google', '__proto__'],
    ['a hostile provider', `?oauth_error=provider_timeout&provider=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, 'onerror'],
  ])('shows nothing for %s, and does not echo it', async (_case, query, raw) => {
    const response = await get(`/en/user/login${query}`);
    expect(response.status).toBe(200);
    expect(alertsOf(response.text)).toEqual([]);
    expect(mainOf(response.text)).toContain('<h1 id="xn-login-heading">Customers Login...</h1>');
    expect(response.text).not.toContain(raw);
  });

  it('shows nothing for a text that names the provider when the address names none', async () => {
    const response = await get('/en/user/login?oauth_error=provider_error');
    expect(alertsOf(response.text)).toEqual([]);
    expect(mainOf(response.text)).not.toContain('could not complete the sign-in');
  });
});
