import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fill } from '../../shared/fill-text';
import type { LangCode } from '../../shared/languages';
import { PASSKEY_API } from '../../shared/passkeys';
import { freshIp, insertNewUser, signInBrowser, type TestUser } from '../support/accounts';
import { button, field } from '../support/account-browser';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS, type WatchedPage } from '../support/browser';
import { addVirtualAuthenticator, seedPasskey, userHandleBytes, type VirtualAuthenticator } from '../support/passkeys';

/**
 * Passkeys in Chromium (decision 022), with the DevTools protocol's virtual authenticator standing in
 * for the device: register from the profile, sign in with the button and with the email field's
 * autofill, a removed passkey refused, a replayed assertion refused. The site is served as
 * localhost: WebAuthn takes no IP address as relying party ID.
 */

const suite = browserSuite({ stories: 10, host: 'localhost' });
const RP_ID = 'localhost';
const CASES: [number, LangCode][] = [
  [WIDTHS.phone, 'fr'],
  [WIDTHS.desktop, 'en'],
];

const texts = (lang: LangCode) => suite.site.testApp.site.translations[lang];
const signInLink = (page: Page) => page.locator('header a.xn-signin');

/** A signed-in tab of its own, with a virtual authenticator, at a page of the site. */
async function signedInTab(width: number, path: string, user: TestUser): Promise<WatchedPage & { device: VirtualAuthenticator }> {
  const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
  await signInBrowser(watched.context, suite.site.baseUrl, user);
  const device = await addVirtualAuthenticator(watched.page);
  const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return { ...watched, device };
}

/** Signed out through the profile's button, as a reader does. */
/** Signs out from the profile; a sign-out the server refused fails here with its answer, not as a status that never shows. */
async function signOut(page: Page, lang: LangCode): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/public/auth/logout');
  await button(page, texts(lang).account.signOut).click();
  const response = await answered;
  expect(response.status(), `logout answered ${response.status()}: ${await response.text()}`).toBeLessThan(300);
  await page.getByRole('status').filter({ hasText: texts(lang).account.errors.signedOut }).waitFor();
}

async function sessionCookie(watched: WatchedPage) {
  return (await watched.context.cookies()).find((cookie) => cookie.name === 'access_token');
}

describe('registering a passkey from the profile', () => {
  it.each(CASES)('adds, names and renames one, signs out, and signs in with the button, at %i px (%s)', async (width, lang) => {
    const t = texts(lang).passkeys;
    const user = await insertNewUser(suite.site.testApp.db, { name: 'Pia Passkey', lang });
    const watched = await signedInTab(width, `/${lang}/profile`, user);
    const { page, device } = watched;
    await page.getByRole('heading', { name: t.title }).waitFor();
    await page.getByText(t.none).waitFor();
    await expectAccessible(page);

    // A default name is offered; the reader gives their own.
    const name = field(page, t.name);
    await expect(name.inputValue()).resolves.toBe(fill(t.defaultName, { number: 1 }));
    await name.fill('Work laptop');
    await button(page, t.add).click();
    await page.getByRole('status').filter({ hasText: fill(t.added, { name: 'Work laptop' }) }).waitFor();
    const item = page.locator('li.xn-passkey');
    await expect(item.locator('.xn-passkey-name').innerText()).resolves.toBe('Work laptop');
    await expect(item.getByText(t.neverUsed).count()).resolves.toBe(1);
    await expect(field(page, t.name).inputValue()).resolves.toBe(fill(t.defaultName, { number: 2 }));

    // A discoverable credential on the device, for this relying party and this account.
    const [credential] = await device.credentials();
    expect(credential).toMatchObject({ rpId: RP_ID, isResidentCredential: true, userHandle: userHandleBytes(user.userId).toString('base64') });
    const [row] = await suite.site.testApp.db.query<{ credential_id: string; name: string }>('SELECT credential_id, name FROM passkeys WHERE user_id = $1', [user.userId]);
    expect(row).toEqual({ credential_id: Buffer.from(credential?.credentialId ?? '', 'base64').toString('base64url'), name: 'Work laptop' });
    await expectAccessible(page);

    await button(page, fill(t.renameNamed, { name: 'Work laptop' })).click();
    await field(page, t.name).first().fill('  ');
    await button(page, t.save).click();
    await page.getByText(t.nameRequired).waitFor();
    await field(page, t.name).first().fill('Laptop at work');
    await button(page, t.save).click();
    await page.getByRole('status').filter({ hasText: fill(t.renamed, { name: 'Laptop at work' }) }).waitFor();
    await expect(item.locator('.xn-passkey-name').innerText()).resolves.toBe('Laptop at work');

    await signOut(page, lang);
    expect(await sessionCookie(watched)).toBeUndefined();
    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/user/login`);
    await expectAccessible(page);
    await button(page, t.signIn).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
    await expect(signInLink(page).getAttribute('href')).resolves.toBe(`/${lang}/profile`);
    // The same session as the password login's: the token in an HttpOnly cookie only.
    expect(await sessionCookie(watched)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await device.credentials())[0]?.signCount).toBe(2);

    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/profile`);
    await item.getByText(fill(t.lastUsed, { date: '' }).trim(), { exact: false }).waitFor();
    expectNoProblems(watched);
    await watched.context.close();
  });
});

describe('signing in with the autofill of the email field', () => {
  it.each(CASES)('signs in through a conditional request once the email field has the focus, at %i px (%s)', async (width, lang) => {
    const { account } = texts(lang);
    const user = await insertNewUser(suite.site.testApp.db, { lang });
    const { authenticator } = await seedPasskey(suite.site.testApp.db, user.userId);
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    const { page } = watched;
    // Which kind of request each navigator.credentials.get() was: the autofill's is 'conditional'.
    await page.addInitScript(() => {
      const calls: string[] = [];
      const fields: (string | null)[] = [];
      Object.assign(window, { passkeyRequests: calls, passkeyFields: fields });
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options) => {
        calls.push(options?.mediation ?? 'optional');
        // The field that had the focus when the request was made, read then: the device answers
        // at once, so on a busy machine the page may have signed in and moved on before a test
        // could look at the field itself.
        fields.push(document.activeElement?.getAttribute('autocomplete') ?? null);
        return get(options);
      };
    });
    const device = await addVirtualAuthenticator(page);
    await device.add(authenticator, user.userId, RP_ID);
    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/user/login`);
    const requests = () => page.evaluate(() => (window as unknown as { passkeyRequests: string[] }).passkeyRequests);
    // Nothing is asked of the device until the reader is at the field: not by the hydrated page, drawn since.
    await afterNextFrames(page);
    await expect(requests()).resolves.toEqual([]);

    await button(page, account.loginWithEmail).click();
    // The virtual authenticator picks the one passkey it has, as a reader picks it in the autofill.
    await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
    await expect(requests()).resolves.toEqual(['conditional']);
    // Asked from the focused e-mail field, marked for the browser's passkey autofill.
    await expect(page.evaluate(() => (window as unknown as { passkeyFields: (string | null)[] }).passkeyFields)).resolves.toEqual(['username webauthn']);
    await page.locator('dl.xn-profile-details').waitFor();
    await expect(signInLink(page).getAttribute('href')).resolves.toBe(`/${lang}/profile`);
    expect(await sessionCookie(watched)).toMatchObject({ httpOnly: true });
    await expectAccessible(page);
    expectNoProblems(watched);
    await watched.context.close();
  });
});

describe('a passkey that should no longer work', () => {
  it.each(CASES)('is refused once removed from the profile, at %i px (%s)', async (width, lang) => {
    const t = texts(lang).passkeys;
    const user = await insertNewUser(suite.site.testApp.db, { lang });
    const { authenticator } = await seedPasskey(suite.site.testApp.db, user.userId, 'Old phone');
    const watched = await signedInTab(width, `/${lang}/profile`, user);
    const { page, device } = watched;
    await device.add(authenticator, user.userId, RP_ID);
    await button(page, fill(t.removeNamed, { name: 'Old phone' })).click();
    await page.getByText(fill(t.removeQuestion, { name: 'Old phone' })).waitFor();
    await expectAccessible(page);
    await button(page, t.remove).click();
    await page.getByRole('status').filter({ hasText: fill(t.removed, { name: 'Old phone' }) }).waitFor();
    await page.getByText(t.none).waitFor();
    await expect(suite.site.testApp.db.query('SELECT 1 FROM passkeys WHERE user_id = $1', [user.userId])).resolves.toEqual([]);

    await signOut(page, lang);
    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/user/login`);
    // The device still offers it; the site refuses it, and says so.
    await button(page, t.signIn).click();
    const alert = page.getByRole('alert').filter({ hasText: t.refused });
    await alert.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(page.url()).toMatch(/\/user\/login$/);
    expect(await sessionCookie(watched)).toBeUndefined();
    await expectAccessible(page);
    expectNoProblems(watched, [/status of 401/]);
    await watched.context.close();
  });

  it("refuses Chromium's assertion when it is sent again, with its own ceremony or a new one", async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const { authenticator } = await seedPasskey(suite.site.testApp.db, user.userId);
    const watched = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    const { page, context } = watched;
    const device = await addVirtualAuthenticator(page);
    await device.add(authenticator, user.userId, RP_ID);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/user/login`);
    const sent = page.waitForRequest((request) => request.url().endsWith(PASSKEY_API.authentication));
    await button(page, texts('en').passkeys.signIn).click();
    const assertion = (await sent).postDataJSON() as { response: unknown };
    await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));

    const replay = (headers: Record<string, string> = {}) =>
      context.request.post(`${suite.site.baseUrl}${PASSKEY_API.authentication}`, { data: assertion, headers: { 'X-Forwarded-For': freshIp(), ...headers }, failOnStatusCode: false });
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const again = await replay({ 'X-XSRF-TOKEN': xsrf });
    expect(again.status()).toBe(400);
    expect((await again.json()).error).toBe('passkey_challenge_invalid');
    // From a browser with a fresh ceremony of its own: the assertion signed another challenge.
    const stranger = await suite.browser.newContext();
    await stranger.request.post(`${suite.site.baseUrl}${PASSKEY_API.authenticationOptions}`, { headers: { 'X-Forwarded-For': freshIp() } });
    const replayed = await stranger.request.post(`${suite.site.baseUrl}${PASSKEY_API.authentication}`, { data: assertion, headers: { 'X-Forwarded-For': freshIp() }, failOnStatusCode: false });
    expect(replayed.status()).toBe(401);
    expect((await replayed.json()).error).toBe('passkey_refused');
    await stranger.close();
    expectNoProblems(watched);
    await context.close();
  });
});
