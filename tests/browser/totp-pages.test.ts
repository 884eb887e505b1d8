import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fill } from '../../shared/fill-text';
import type { LangCode } from '../../shared/languages';
import { TOTP_API } from '../../shared/totp';
import { freshIp, insertNewUser, signInBrowser, type TestUser } from '../support/accounts';
import { signedInAgent } from '../support/api-sign-in';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, WIDTHS } from '../support/browser';

/**
 * The authenticator app's pages in Chromium (decision 034): a reader sets one up from the profile
 * and turns it off with a recovery code, and an editor signed in with a password raises the
 * session with a code at the desk (decision 033). Codes are made by otplib, as the server checks
 * them, from the secret the page shows or the API answered.
 */

const suite = browserSuite({ stories: 5 });
const openTab = sharedTab(suite);
const texts = (lang: LangCode) => suite.site.testApp.site.translations[lang];
const db = () => suite.site.testApp.db;
const STEP_S = 30;
const nowS = () => Math.floor(Date.now() / 1000);
/** The app's code now, or `steps` 30-second steps away. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: nowS() + steps * STEP_S });

/** A code that is none of the three the server accepts now (this step and one either side). */
async function wrongCode(secret: string): Promise<string> {
  const accepted = await Promise.all([-1, 0, 1, 2].map((steps) => codeOf(secret, steps)));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess * 111_111).padStart(6, '0').slice(-6);
    if (!accepted.includes(code)) return code;
  }
}

/** Sets up and confirms the user's authenticator through the API in a session of its own: its secret and recovery codes. */
async function enabledThroughApi(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { agent, xsrf } = await signedInAgent(suite.site.testApp.app, user);
  const call = (path: string) => agent.post(path).set('X-XSRF-TOKEN', xsrf).set('X-Forwarded-For', freshIp());
  const started = await call(TOTP_API.enrolment);
  expect(started.status).toBe(200);
  const { secret } = started.body as { secret: string };
  // The last step's code, so that the browser's code of this step is still unused.
  const confirmed = await call(TOTP_API.mine).send({ code: await codeOf(secret, -1) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

async function factorRow(userId: string): Promise<{ enabled: boolean; codes: number } | undefined> {
  const [row] = await db().query<{ enabled: boolean; codes: string }>(
    'SELECT f.enabled_at IS NOT NULL AS enabled, (SELECT count(*) FROM totp_recovery_codes r WHERE r.user_id = f.user_id)::text AS codes FROM totp_factors f WHERE f.user_id = $1',
    [userId],
  );
  return row && { enabled: row.enabled, codes: Number(row.codes) };
}

const raisedSessions = async (userId: string) =>
  Number((await db().query<{ n: string }>("SELECT count(*)::text AS n FROM sessions WHERE user_id = $1 AND second_factor = 'totp'", [userId]))[0]?.n);

const section = (page: Page, lang: LangCode) => page.getByRole('region', { name: texts(lang).totp.title });

describe('the authenticator app on the profile', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('is set up by a reader with the key shown and a code, refusing a wrong code first, at %i px', async (width) => {
    const t = texts('en').totp;
    const watched = await openTab(width, 900, { clientIp: freshIp() });
    const { page } = watched;
    const user = await insertNewUser(db());
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/profile`);
    const totp = section(page, 'en');
    await totp.getByText(t.statusOff).waitFor();
    await expectAccessible(page);

    await totp.getByRole('button', { name: t.setUp }).click();
    const qr = totp.getByRole('img', { name: t.qrAlt });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await totp.locator('.xn-totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(factorRow(user.userId)).resolves.toEqual({ enabled: false, codes: 0 });
    await expectAccessible(page);

    const field = totp.getByLabel(t.codeLabel);
    await expect(field.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(field.getAttribute('inputmode')).resolves.toBe('numeric');
    await field.fill(await wrongCode(secret));
    await totp.getByRole('button', { name: t.confirm }).click();
    await totp.getByText(t.codeIncorrect).waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // From the keyboard: the focus is on the field, and Enter sends the form.
    await field.fill(await codeOf(secret));
    await page.keyboard.press('Enter');
    await totp.getByRole('heading', { name: t.recoveryTitle }).waitFor();
    await expect(totp.getByRole('status').innerText()).resolves.toBe(t.enabled);
    const codes = await totp.getByRole('list', { name: t.recoveryCodesLabel }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    await expect(totp.getByText(t.recoveryKeep).isVisible()).resolves.toBe(true);
    await expect(factorRow(user.userId)).resolves.toEqual({ enabled: true, codes: 10 });
    await expectAccessible(page);

    await totp.getByRole('button', { name: t.recoveryDone }).click();
    await totp.getByText(fill(t.statusOn, { count: 10 })).waitFor();
    await expect(totp.getByRole('list', { name: t.recoveryCodesLabel }).count()).resolves.toBe(0);
    expectNoProblems(watched, [/status of 400/]);
  });

  it('speaks French at /fr/profile, and is turned off there with a recovery code', async () => {
    const t = texts('fr').totp;
    const user = await insertNewUser(db(), { lang: 'fr' });
    const { recoveryCodes } = await enabledThroughApi(user);
    const watched = await openTab(WIDTHS.desktop, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/fr/profile`);
    const totp = section(page, 'fr');
    await totp.getByRole('heading', { level: 2, name: t.title }).waitFor();
    await totp.getByText(fill(t.statusOn, { count: 10 })).waitFor();

    await totp.getByRole('button', { name: t.turnOff }).click();
    await totp.getByRole('button', { name: t.useRecoveryCode }).click();
    const field = totp.getByLabel(t.recoveryCodeLabel);
    await field.fill(recoveryCodes[0] ?? '');
    await totp.getByRole('button', { name: t.turnOff }).click();
    await totp.getByRole('status').filter({ hasText: t.turnedOff }).waitFor();
    await totp.getByText(t.statusOff).waitFor();
    await expect(factorRow(user.userId)).resolves.toBeUndefined();
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});

describe('the desk’s step-up', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('asks an editor signed in with a password for a code, then opens the desk, at %i px', async (width) => {
    const { desk, totp: t } = texts('en');
    // Set up as a reader (staff set one up only from a passkey session), then made an editor.
    const user = await insertNewUser(db(), { roles: ['user'] });
    const { secret } = await enabledThroughApi(user);
    await db().query(`UPDATE users SET roles = ARRAY['user', 'editor'] WHERE id = $1`, [user.userId]);
    const watched = await openTab(width, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await expect(raisedSessions(user.userId)).resolves.toBe(1);

    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk`);
    const heading = page.getByRole('heading', { name: desk.secondFactor.title });
    await heading.waitFor();
    const field = page.getByLabel(t.codeLabel);
    await field.waitFor();
    await expect(page.getByRole('heading', { name: desk.shell.stories }).count()).resolves.toBe(0);
    await expect(page.getByText(desk.secondFactor.explain).count()).resolves.toBe(0);
    await expectAccessible(page);

    const admitted = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/desk/') && response.status() === 200);
    await field.fill(await codeOf(secret));
    await page.getByRole('button', { name: desk.secondFactor.verify }).click();
    await admitted;
    await expect(raisedSessions(user.userId)).resolves.toBe(2);
    await page.getByRole('navigation', { name: desk.shell.menu }).waitFor();
    await expect.poll(() => heading.count()).toBe(0);
    await expect(page.getByRole('navigation', { name: desk.shell.menu }).isVisible()).resolves.toBe(true);
    expectNoProblems(watched, [/status of 403/]);
  });

  it('keeps the way to a second factor for an editor without an authenticator', async () => {
    const { desk } = texts('en');
    const user = await insertNewUser(db(), { roles: ['user', 'editor'] });
    const watched = await openTab(WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/desk`);
    await watched.page.getByText(desk.secondFactor.explain).waitFor();
    await expect(watched.page.getByRole('link', { name: desk.secondFactor.profileLink }).getAttribute('href')).resolves.toBe('/en/profile');
    await expect(watched.page.getByLabel(texts('en').totp.codeLabel).count()).resolves.toBe(0);
    expectNoProblems(watched, [/status of 403/]);
  });
});
