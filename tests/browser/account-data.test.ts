import { text as streamText } from 'node:stream/consumers';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import type { LangCode } from '../../shared/languages';
import { accountDeletedPath, profilePath } from '../../shared/routes';
import { codeIn, freshIp, insertNewUser, signInBrowser, uniqueEmail, type TestUser } from '../support/accounts';
import { expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { accountSiteSuite, button, field, focusedText } from '../support/account-browser';

/**
 * A reader's own data in a real browser (decision 021): download it, change the
 * email address (the code from a real SMTP server) and the password, and delete the account
 * after a fresh sign-in, at a phone's and a desktop's width, in two languages.
 */

const suite = accountSiteSuite();
const db = () => suite.site.testApp.db;
const texts = (lang: LangCode) => suite.site.testApp.site.translations[lang];

const CASES: [width: number, lang: LangCode][] = [
  [WIDTHS.phone, 'en'],
  [WIDTHS.desktop, 'fr'],
];

/**
 * A signed-in reader on their profile in the file's tab, its details and "Your data" shown, and
 * hydrated: the server renders them for the reader (decision 019), so their forms are in the HTML
 * before React has them.
 */
async function openProfile(width: number, lang: LangCode, user: TestUser) {
  const watched = await suite.openTab(width, 900, { clientIp: freshIp() });
  await signInBrowser(watched.context, suite.site.baseUrl, user);
  await gotoHydrated(watched.page, `${suite.site.baseUrl}${profilePath(lang)}`);
  await watched.page.getByRole('heading', { name: texts(lang).accountData.title, exact: true }).waitFor();
  return watched;
}

/** Whether a browser's session is still live, asked of the server with its cookies. */
async function stillSignedIn(context: BrowserContext): Promise<boolean> {
  return (await context.request.get(`${suite.site.baseUrl}/user/me`)).ok();
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('download my data', () => {
  it.each(CASES)('saves a JSON file of the account without secrets at %i px (%s)', async (width, lang) => {
    const user = await insertNewUser(db(), { name: 'Dana Download' });
    const watched = await openProfile(width, lang, user);
    const { page } = watched;
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: texts(lang).accountData.download, exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^xnews-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // The run's Chromium is a remote one (browser-server.ts): the file comes over the connection.
    const text = await streamText(await download.createReadStream());
    const data = JSON.parse(text) as { account: { id: string; name: string }; signInMethods: { passwordSet: boolean } };
    expect(data.account).toMatchObject({ id: user.userId, name: 'Dana Download' });
    expect(data.signInMethods.passwordSet).toBe(true);
    expect(text).not.toMatch(/argon2|token_hash/);
    expectNoProblems(watched);
  });
});

describe('change email address', () => {
  it.each(CASES)('sends a code to the new address, and the code makes it the account’s at %i px (%s)', async (width, lang) => {
    const t = texts(lang).accountData;
    const user = await insertNewUser(db(), { lang });
    const elsewhere = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(elsewhere.context, suite.site.baseUrl, user);
    const watched = await openProfile(width, lang, user);
    const { page } = watched;
    const next = uniqueEmail(`moved${width}`);
    await field(page, t.newEmail).fill(next);
    await button(page, t.sendCode).click();
    await status(page, next).waitFor();
    const mail = await suite.smtp.waitForMail((received) => received.envelope.to.includes(next));
    await expectAccessible(page);

    // A wrong code is refused beside its field; the right one changes the address.
    const code = codeIn(mail.parsed.text);
    await field(page, t.code).fill(code === '00000000' ? '11111111' : '00000000');
    await button(page, t.changeEmail).click();
    await page.locator('#xn-change-email-code-error').filter({ hasText: t.codeIncorrect }).waitFor();
    await field(page, t.code).fill(code);
    await button(page, t.changeEmail).click();
    await status(page, t.emailChanged.replace('{email}', next)).waitFor();
    await page.locator('dl.xn-profile-details').filter({ hasText: next }).waitFor();
    const [identity] = await db().query<{ provider_id: string }>(`SELECT provider_id FROM identities WHERE user_id = $1 AND provider = 'email'`, [user.userId]);
    expect(identity?.provider_id).toBe(next);
    expect(await stillSignedIn(watched.context)).toBe(true);
    expect(await stillSignedIn(elsewhere.context)).toBe(false);
    expectNoProblems(watched, [/status of 400/]);
    await elsewhere.context.close();
  });
});

describe('change password', () => {
  it.each(CASES)('needs the current password and the sign-up rule, then signs the other sessions out at %i px (%s)', async (width, lang) => {
    const { account, accountData: t } = texts(lang);
    const user = await insertNewUser(db());
    const elsewhere = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(elsewhere.context, suite.site.baseUrl, user);
    const watched = await openProfile(width, lang, user);
    const { page } = watched;
    // Checked in the page first, with the spec's message in the page's language.
    await field(page, t.currentPassword).fill(user.password);
    await field(page, account.newPassword).fill('short');
    await field(page, account.confirmPassword).fill('short');
    await button(page, t.changePassword).click();
    await page.locator('#xn-change-password-newPassword-error').filter({ hasText: account.errors.passwordTooShort }).waitFor();
    if (lang === 'en') expect(account.errors.passwordTooShort).toBe(ACCOUNT_MESSAGES.passwordTooShort);

    await field(page, t.currentPassword).fill('not-the-password');
    await field(page, account.newPassword).fill('a-new-password-9');
    await field(page, account.confirmPassword).fill('a-new-password-9');
    await button(page, t.changePassword).click();
    await page.locator('#xn-change-password-currentPassword-error').filter({ hasText: t.passwordIncorrect }).waitFor();
    await expectAccessible(page);

    await field(page, t.currentPassword).fill(user.password);
    await button(page, t.changePassword).click();
    await status(page, t.passwordChanged).waitFor();
    expect(await focusedText(page)).toBe(t.passwordChanged);
    expect(await stillSignedIn(watched.context)).toBe(true);
    expect(await stillSignedIn(elsewhere.context)).toBe(false);
    expectNoProblems(watched, [/status of 400/]);
    await elsewhere.context.close();
  });
});

describe('delete my account', () => {
  it.each(CASES)('asks for the password when the sign-in is not recent, then deletes everything and says so at %i px (%s)', async (width, lang) => {
    const t = texts(lang).accountData;
    const user = await insertNewUser(db());
    const elsewhere = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(elsewhere.context, suite.site.baseUrl, user);
    const watched = await openProfile(width, lang, user);
    const { page } = watched;
    await db().query(`UPDATE sessions SET created_at = now() - interval '20 minutes' WHERE user_id = $1`, [user.userId]);

    await button(page, t.deleteStart).click();
    await button(page, t.deleteConfirm).click();
    await page.getByRole('alert').filter({ hasText: t.reauthHint }).waitFor();
    await expectAccessible(page);
    await field(page, texts(lang).account.password).fill('not-the-password');
    await button(page, t.confirmIdentity).click();
    await page.locator('#xn-reauth-proof-error').filter({ hasText: t.passwordIncorrect }).waitFor();
    await field(page, texts(lang).account.password).fill(user.password);
    await button(page, t.confirmIdentity).click();
    await status(page, t.reauthenticated).waitFor();
    expect(await db().query('SELECT 1 FROM users WHERE id = $1', [user.userId])).toHaveLength(1);

    await button(page, t.deleteConfirm).click();
    await page.waitForURL(`**${accountDeletedPath(lang)}`);
    await page.getByRole('heading', { name: t.deletedTitle, exact: true }).waitFor();
    await status(page, t.deletedText).waitFor();
    await expect(page.locator('header a.xn-signin').getAttribute('href')).resolves.toBe(`/${lang}/user/login`);
    await expectAccessible(page);
    expect(await db().query('SELECT 1 FROM users WHERE id = $1', [user.userId])).toEqual([]);
    expect(await db().query('SELECT 1 FROM sessions WHERE user_id = $1', [user.userId])).toEqual([]);
    expect((await watched.context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
    expect(await stillSignedIn(elsewhere.context)).toBe(false);
    // The confirmation is a page of its own, kept by no cache.
    const reloaded = await page.reload();
    expect(reloaded?.headers()['cache-control']).toBe('no-store');
    expectNoProblems(watched, [/status of 40[03]/]);
    await elsewhere.context.close();
  });

  it('"Sign in again" leads through the login page back to the deletion', async () => {
    const t = texts('en').accountData;
    const user = await insertNewUser(db());
    const watched = await openProfile(WIDTHS.desktop, 'en', user);
    const { page } = watched;
    await db().query(`UPDATE sessions SET created_at = now() - interval '20 minutes' WHERE user_id = $1`, [user.userId]);
    await button(page, t.deleteStart).click();
    await button(page, t.deleteConfirm).click();
    await button(page, t.signInAgain).click();
    await page.waitForURL('**/en/user/login');
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL('**/en/profile?delete=1');
    await button(page, t.deleteConfirm).click();
    await page.waitForURL('**/en/profile/deleted');
    expect(await db().query('SELECT 1 FROM users WHERE id = $1', [user.userId])).toEqual([]);
    // The first try's refusal (reauthentication_required) is the only failure.
    expectNoProblems(watched, [/status of 403/]);
  });
});
