import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { HREFLANG, LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import { setCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The account pages as the server renders them (spec §2): head, the spec's words,
 * the bare addresses' redirects, and the redirects that depend on who is asking.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const t = (lang: LangCode) => testApp.site.translations[lang].account;
/** A session cookie; its value is checked only by the calls that need a user (GET /user/me). */
const SESSION = 'access_token=some-session-token';

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function mainOf(page: string): string {
  return /<main\b[^>]*>(.*?)<\/main>/s.exec(page)?.[1] ?? '';
}

function expectAccountHead(page: string, lang: LangCode, path: string, title: string): void {
  expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${HREFLANG[lang]}"`));
  expect(page).toContain(`<title>${html(title)} | xnews</title>`);
  expect(page).toContain(`<link rel="canonical" href="https://www.xnews.com${path}"/>`);
  expect(page).toContain('<meta name="robots" content="noindex, follow"/>');
  // No alternates in the head (the header's language links name their language, as links may).
  expect(page).not.toMatch(/<link rel="alternate"[^>]*hrefLang=/);
}

describe('the login page, /{lang}/user/login', () => {
  it('shows the spec\'s words in English, with the social links returning to the profile', async () => {
    const response = await get('/en/user/login');
    expect(response.status).toBe(200);
    expectAccountHead(response.text, 'en', '/en/user/login', 'Customer Login');
    const main = mainOf(response.text);
    expect(main).toContain('<h1 id="xn-login-heading">Customers Login...</h1>');
    for (const text of ['Login with Google', 'Login with Facebook', 'Login With Email', 'Login With Phone', 'New user? Sign up!']) expect(main).toContain(text);
    expect(main).toContain('href="/oauth2/authorize/google?redirect_uri=%2Fen%2Fprofile"');
    expect(main).toContain('href="/oauth2/authorize/facebook?redirect_uri=%2Fen%2Fprofile"');
    expect(main).toMatch(/<a href="\/en\/user\/signup"[^>]*>New user\? Sign up!<\/a>/);
    // The toggles are closed: no account form until one is chosen. They are a form that asks for
    // the page with that way open, so that they work before the page's code has arrived.
    expect(main).not.toContain('class="xn-account-form"');
    expect(main).toContain('<form class="xn-account-toggles" method="get">');
    expect(main).toMatch(/<button type="submit" value="email" [^>]*name="way">Login With Email<\/button>/);
    // Account pages are never kept (a reset token, a sign-in's failure can be in their address).
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('opens the way its address names, keeping only a return path a sign-in may go to', async () => {
    const main = mainOf((await get('/en/user/login?way=phone&return_path=%2Fen%2Fnews%2Flist%2Fworld&error=hostile-code')).text);
    expect(main).toContain('class="xn-account-form"');
    expect(main).toContain('Phone Number');
    expect(main).toMatch(/<button type="submit" data-way="phone"[^>]*aria-expanded="true">Return<\/button>/);
    expect(main).not.toContain('Login With Email');
    expect(main).toContain('<input type="hidden" name="return_path" value="/en/news/list/world"/>');
    expect(main).not.toContain('hostile-code');
    const foreign = mainOf((await get('/en/user/login?way=email&return_path=https%3A%2F%2Fevil.example%2F')).text);
    expect(foreign).not.toContain('name="return_path"');
    expect(foreign).not.toContain('evil.example');
    // An unknown way opens none.
    expect(mainOf((await get('/en/user/login?way=carrier-pigeon')).text)).not.toContain('class="xn-account-form"');
  });

  it.each(LANGUAGE_CODES)('is translated in %s', async (lang) => {
    const response = await get(`/${lang}/user/login`);
    expect(response.status).toBe(200);
    expectAccountHead(response.text, lang, `/${lang}/user/login`, t(lang).loginTitle);
    const main = mainOf(response.text);
    for (const text of [t(lang).loginHeading, t(lang).loginWithEmail, t(lang).loginWithPhone, t(lang).signupPrompt]) expect(main).toContain(html(text));
  });

  it('is not a page in a language the site does not have', async () => {
    expect((await get('/de/user/login')).status).toBe(404);
  });
});

describe('the sign-up page, /{lang}/user/signup', () => {
  it.each(LANGUAGE_CODES)('in %s, offers email, phone, Google and Facebook, and links to login', async (lang) => {
    const response = await get(`/${lang}/user/signup`);
    expect(response.status).toBe(200);
    expectAccountHead(response.text, lang, `/${lang}/user/signup`, t(lang).signupTitle);
    const main = mainOf(response.text);
    for (const text of [t(lang).signupWithEmail, t(lang).signupWithPhone, t(lang).signupWithGoogle, t(lang).signupWithFacebook]) expect(main).toContain(html(text));
    expect(main).toContain(`href="/${lang}/user/login"`);
  });

  it('uses the spec\'s English words', async () => {
    const main = mainOf((await get('/en/user/signup')).text);
    expect(main).toContain('Sign Up With Email');
    expect(main).toContain('Sign Up With Phone');
  });
});

describe('the password-reset page, /{lang}/user/reset?token=', () => {
  it('renders the new-password form, keeping the token out of the canonical address', async () => {
    const response = await get('/fr/user/reset?token=abc.def');
    expect(response.status).toBe(200);
    expectAccountHead(response.text, 'fr', '/fr/user/reset', t('fr').resetTitle);
    const main = mainOf(response.text);
    expect(main).toContain('id="xn-reset-password"');
    expect(main).toContain('id="xn-reset-confirm"');
    expect(main).toContain(html(t('fr').savePassword));
  });

  it('says what is wrong without a token', async () => {
    const main = mainOf((await get('/en/user/reset')).text);
    expect(main).toContain(ACCOUNT_MESSAGES.resetTokenMissing);
    expect(main).not.toContain('<form');
  });
});

describe('the profile page, /{lang}/profile', () => {
  it('sends an anonymous reader to login, with the way back and the profile remembered for afterwards', async () => {
    const response = await get('/es/profile');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/es/user/login?return_path=%2Fes%2Fprofile');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const remembered = setCookie(response, 'last_customer_path');
    expect(remembered?.value).toBe('/es/profile');
    expect(remembered?.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
  });

  it('sends a reader whose session cookie opens no session to login too, and clears it (decision 019)', async () => {
    const response = await get('/en/profile').set('Cookie', SESSION);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/user/login?return_path=%2Fen%2Fprofile');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(setCookie(response, 'access_token')?.attributes.expires).toMatch(/1970/);
  });
});

describe('signed-in readers on login and sign-up', () => {
  it.each(['/en/user/login', '/en/user/signup'])('are sent from %s to the profile', async (path) => {
    const response = await get(path).set('Cookie', SESSION);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/profile');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('are sent to the page the address\'s return_path names, before the remembered one, when it is on this site', async () => {
    const remembered = `${SESSION}; last_customer_path=${encodeURIComponent('/cn/news/list/world')}`;
    const back = await get(`/cn/user/login?return_path=${encodeURIComponent('/cn/saved')}`).set('Cookie', remembered);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/cn/saved');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/cn/user/login']) {
      const refused = await get(`/cn/user/login?return_path=${encodeURIComponent(elsewhere)}`).set('Cookie', remembered);
      expect(refused.headers.location, elsewhere).toBe('/cn/news/list/world');
    }
  });

  it('are sent back to the remembered page when it is on this site', async () => {
    const back = await get('/cn/user/login').set('Cookie', `${SESSION}; last_customer_path=${encodeURIComponent('/cn/news/list/world?page=2')}`);
    expect(back.headers.location).toBe('/cn/news/list/world?page=2');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/en/user/login']) {
      const refused = await get('/cn/user/login').set('Cookie', `${SESSION}; last_customer_path=${encodeURIComponent(elsewhere)}`);
      expect(refused.headers.location, elsewhere).toBe('/cn/profile');
    }
  });
});

describe('the spec\'s bare addresses', () => {
  it.each([
    ['/login', '/en/user/login'],
    ['/signup', '/en/user/signup'],
    ['/profile', '/en/profile'],
    ['/restaurant/boss', '/en/profile'],
    ['/login?lang=fr', '/fr/user/login'],
    ['/signup?lang=tw&ref=mail', '/tw/user/signup?ref=mail'],
    ['/login?lang=de', '/en/user/login'],
  ])('redirect %s to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('go to the language of the lang cookie', async () => {
    expect((await get('/restaurant/boss').set('Cookie', 'lang=cn')).headers.location).toBe('/cn/profile');
    expect((await get('/login?lang=es').set('Cookie', 'lang=cn')).headers.location).toBe('/es/user/login');
  });

  it.each([
    ['/fr/login', '/fr/user/login'],
    ['/es/signup', '/es/user/signup'],
    ['/tw/restaurant/boss', '/tw/profile'],
  ])('under a language prefix, %s moves for good to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('leave an unknown prefix to the not-found page', async () => {
    expect((await get('/xx/login')).status).toBe(404);
  });
});

describe('the developer page', () => {
  it('/test does not exist outside development', async () => {
    const response = await get('/test');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<h1>Page Not Found</h1>');
    expect(response.text).toContain('name="robots" content="noindex');
  });

  it('/test is a page in development, which loads its user list in the browser', async () => {
    const development = await createTestApp({ developerPages: true, db: testApp.db });
    const response = await request(development.app).get('/test');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Developer Test Page | xnews</title>');
    expect(response.text).toContain('<link rel="canonical" href="https://www.xnews.com/test"/>');
    expect(response.text).toContain('name="robots" content="noindex');
    expect(mainOf(response.text)).toContain('Loading users...');
    await development.close();
  });
});
