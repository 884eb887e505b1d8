import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { insertNewUser, resetLinkIn, signInBrowser, TEST_PASSWORD, uniqueEmail, type TestUser } from '../support/accounts';
import { expectAccessible, expectNoProblems, gotoHydrated, newTestContext, waitForHydration, WIDTHS } from '../support/browser';
import { accountSiteSuite, button, expectDigitsOnlyPhoneInput, field, focusedText, openAccountPage, paste } from '../support/account-browser';

/**
 * Login, the signed-in header and profile, sign-out and password reset in a real browser
 * (spec §2, §4, §6, §8).
 */

const suite = accountSiteSuite();
const signIn = (page: Page) => page.locator('header a.xn-signin');

const open = (width: number, path: string) => openAccountPage(suite, width, path);

let phoneSerial = 0;
function newPhoneUser(): Promise<TestUser> {
  phoneSerial += 1;
  const national = `202${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSerial).padStart(3, '0')}`;
  return insertNewUser(suite.site.testApp.db, { email: null, phone: { cdc: '+1', national }, name: 'Phoebe Phone' });
}

describe('login by email', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('returns to the page the reader came from, with their name in the header, at %i px', async (width) => {
    const user = await insertNewUser(suite.site.testApp.db, { name: 'Ada Reader' });
    const watched = await open(width, '/en/news/list/world');
    const { page } = watched;
    const box = await signIn(page).boundingBox();
    await signIn(page).click();
    await page.waitForURL('**/en/user/login');
    await page.getByRole('heading', { name: 'Customers Login...' }).waitFor();
    await expectAccessible(page);

    await button(page, 'Login With Email').click();
    await expect(button(page, 'Login With Phone').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-login-email-email');
    await expectAccessible(page);
    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL('**/en/news/list/world');
    if (width >= 480) await expect(signIn(page).innerText()).resolves.toBe('Ada Reader');
    await expect(signIn(page).getAttribute('href')).resolves.toBe('/en/profile');
    // The name sits where 'Sign In' was, in a box of the same size.
    expect(await signIn(page).boundingBox()).toEqual(box);
    expectNoProblems(watched);
  });

  it('says once, clearly, that the email or password is wrong, keeping what was typed', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await open(WIDTHS.desktop, '/en/user/login');
    const { page } = watched;
    await button(page, 'Login With Email').click();
    // Spec §5: nothing is sent without both; here the reader is told why.
    await button(page, 'Login').click();
    await expect(page.locator('#xn-login-email-email-error').textContent()).resolves.toBe(ACCOUNT_MESSAGES.emailRequired);
    await expect(page.locator('#xn-login-email-password-error').textContent()).resolves.toBe(ACCOUNT_MESSAGES.passwordRequired);
    await expect(field(page, 'Email').getAttribute('aria-describedby')).resolves.toBe('xn-login-email-email-error');
    await expectAccessible(page);

    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill('not-the-password');
    await button(page, 'Login').click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailLoginFailed }).waitFor();
    expect(await focusedText(page)).toBe(ACCOUNT_MESSAGES.emailLoginFailed);
    expect(await field(page, 'Email').inputValue()).toBe(user.email);
    expect(await field(page, 'Password').inputValue()).toBe('not-the-password');
    await expect(signIn(page).getAttribute('href')).resolves.toBe('/en/user/login');
    expectNoProblems(watched, [/status of 401/]);
  });

  it('shows the message in the page language', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await open(WIDTHS.phone, '/fr/user/login');
    const { page } = watched;
    const t = suite.site.testApp.site.translations.fr.account;
    await button(page, t.loginWithEmail).click();
    await field(page, t.email).fill(user.email ?? '');
    await field(page, t.password).fill('wrong-password');
    await button(page, t.login).click();
    await page.getByRole('alert').filter({ hasText: "L'e-mail ou le mot de passe est incorrect." }).waitFor();
    expectNoProblems(watched, [/status of 401/]);
  });
});

describe('after a failed social sign-in', () => {
  it('says in French, in a focused alert above the buttons, that the Facebook sign-in was cancelled', async () => {
    const watched = await open(WIDTHS.phone, '/fr/user/login?oauth_error=sign_in_cancelled&provider=facebook');
    const { page } = watched;
    const said = 'La connexion avec Facebook a été annulée. Vous pouvez réessayer ou vous connecter autrement.';
    const alert = page.getByRole('alert');
    await expect(alert.innerText()).resolves.toBe(said);
    // Hydrated, the page takes the reader to it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await focusedText(page)).toBe(said);
    const [box, facebook] = await Promise.all([alert.boundingBox(), page.getByRole('link', { name: 'Se connecter avec Facebook' }).boundingBox()]);
    expect(box && facebook && box.y + box.height <= facebook.y).toBe(true);
    await expectAccessible(page);
    expectNoProblems(watched);
  });
});

describe('login by phone', () => {
  it('goes to the profile, which shows the number and the way in', async () => {
    const user = await newPhoneUser();
    const watched = await open(WIDTHS.desktop, '/en/user/login');
    const { page } = watched;
    await button(page, 'Login With Phone').click();
    await expect(button(page, 'Login With Email').count()).resolves.toBe(0);
    await expect(field(page, 'Phone Number').getAttribute('inputmode')).resolves.toBe('numeric');
    await field(page, 'Phone Number').fill((user.phone ?? '').replace('+1', ''));
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL('**/en/profile');
    const details = page.locator('dl.xn-profile-details');
    await details.waitFor();
    expect(await details.innerText()).toContain(`+1 ${(user.phone ?? '').slice(2)} (verified)`);
    expect(await details.innerText()).toContain('Phone');
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('takes digits only into the number, typed or pasted, and logs in from the keyboard at %i px', async (width) => {
    const user = await newPhoneUser();
    const national = (user.phone ?? '').replace('+1', '');
    const watched = await open(width, '/en/user/login');
    const { page } = watched;
    await button(page, 'Login With Phone').click();
    const phone = field(page, 'Phone Number');
    await expect(phone.getAttribute('autocomplete')).resolves.toBe('tel-national');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-login-phone-phone');
    await expectDigitsOnlyPhoneInput(page, phone);

    // Refused empty, the field keeps its error tied to it; the next digit typed clears it.
    await page.keyboard.press('Enter');
    await expect(phone.getAttribute('aria-describedby')).resolves.toBe('xn-login-phone-phone-error');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-login-phone-phone');
    await page.keyboard.type('a');
    await expect(phone.getAttribute('aria-describedby')).resolves.toBe('xn-login-phone-phone-error');
    await paste(page, `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`);
    await expect(phone.inputValue()).resolves.toBe(national);
    await expect(phone.getAttribute('aria-describedby')).resolves.toBeNull();
    await expectAccessible(page);

    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-login-phone-password');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Login');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/profile');
    await page.locator('dl.xn-profile-details').waitFor();
    expectNoProblems(watched);
  });

  it('hides the email form while the phone form is open, and Return closes it', async () => {
    const watched = await open(WIDTHS.phone, '/en/user/login');
    const { page } = watched;
    await button(page, 'Login With Phone').click();
    await button(page, 'Login').click();
    await expect(page.locator('#xn-login-phone-phone-error').textContent()).resolves.toBe(ACCOUNT_MESSAGES.phoneRequired);
    await button(page, 'Return').click();
    await expect(page.locator('main form.xn-account-form').count()).resolves.toBe(0);
    await expect(button(page, 'Login With Email').isVisible()).resolves.toBe(true);
    await expect(button(page, 'Login With Phone').isVisible()).resolves.toBe(true);
    expectNoProblems(watched);
  });
});

describe('a signed-in reader', () => {
  it('is sent away from login and sign-up to the remembered page, else the profile', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await open(WIDTHS.desktop, '/en/news/list/sports');
    const { page, context } = watched;
    await signInBrowser(context, suite.site.baseUrl, user);
    // The browser knows who is there, so it sends them away once the page has hydrated.
    await page.goto(`${suite.site.baseUrl}/en/user/login`);
    await page.waitForURL(`${suite.site.baseUrl}/en/news/list/sports`);
    await page.goto(`${suite.site.baseUrl}/en/user/signup`);
    await page.waitForURL(`${suite.site.baseUrl}/en/news/list/sports`);
    expectNoProblems(watched);
  });

  it('sees the profile, signs out, and is then sent to login from it', async () => {
    const user = await insertNewUser(suite.site.testApp.db, { name: 'Sam Profile' });
    const watched = await open(WIDTHS.phone, '/en/news/list/world');
    const { page, context } = watched;
    await signInBrowser(context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/profile`);
    const details = page.locator('dl.xn-profile-details');
    await details.waitFor();
    const text = await details.innerText();
    for (const part of ['Sam Profile', `${user.email} (verified)`, 'Not given', 'Signed in with', 'Email']) expect(text).toContain(part);
    await expectAccessible(page);

    await button(page, 'Sign Out').click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.signedOut }).waitFor();
    expect(await focusedText(page)).toBe(ACCOUNT_MESSAGES.signedOut);
    await expect(signIn(page).getAttribute('href')).resolves.toBe('/en/user/login');
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('access_token');
    expect(cookies).not.toContain('user_info');
    // The session is revoked on the server, not just forgotten here.
    const [session] = await suite.site.testApp.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1', [user.userId]);
    expect(session?.revoked).toBe(true);

    await page.goto(`${suite.site.baseUrl}/en/profile`);
    // The server sends them (decision 019), with the way back.
    await page.waitForURL(`${suite.site.baseUrl}/en/user/login?return_path=%2Fen%2Fprofile`);
    // Logging in again brings the reader back to the profile. The login buttons need the page
    // hydrated (decision 032), which under load comes seconds after the address changes.
    await waitForHydration(page);
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(user.email ?? '');
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.waitForURL('**/en/profile');
    await details.waitFor();
    expectNoProblems(watched);
  });

  it('keeps "signed out" on the profile when the tab is looked at again while the sign-out is answered', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await open(WIDTHS.desktop, '/en/news/list/world');
    const { page, context } = watched;
    await signInBrowser(context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/profile`);
    await page.locator('dl.xn-profile-details').waitFor();
    // The answer's cookies are gone before the page reads the answer, and the tab regains focus in
    // that moment (the reader switched away and back): the page must not take it for a session ended elsewhere.
    await page.route('**/api/public/auth/logout', async (route) => {
      const answer = await route.fetch();
      await context.clearCookies({ name: 'authenticated' });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await route.fulfill({ response: answer });
    });
    await button(page, 'Sign Out').click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.signedOut }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/profile');
    expectNoProblems(watched);
  });

  it('whose session ended elsewhere is sent from the profile to login, and the header forgets them', async () => {
    const user = await insertNewUser(suite.site.testApp.db, { name: 'Gone Elsewhere' });
    const watched = await open(WIDTHS.desktop, '/en/news/list/world');
    const { page, context } = watched;
    await signInBrowser(context, suite.site.baseUrl, user);
    await suite.site.testApp.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [user.userId]);
    await page.goto(`${suite.site.baseUrl}/en/profile`);
    await page.waitForURL('**/en/user/login?return_path=%2Fen%2Fprofile');
    await expect(signIn(page).innerText()).resolves.toBe('Sign In');
    // The server found the session ended and cleared its cookies on the way (decision 019).
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('access_token');
    expect(cookies).not.toContain('authenticated');
    expectNoProblems(watched);
  });

  it('sends the contact form with the anti-forgery header, and it is accepted', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await open(WIDTHS.desktop, '/en/about/contact');
    const { page, context } = watched;
    await signInBrowser(context, suite.site.baseUrl, user);
    await page.reload({ waitUntil: 'load' });
    // Before hydration the browser would post the form itself, without the anti-forgery header.
    await waitForHydration(page);
    const subject = `Signed in ${Date.now()}`;
    await page.locator('#xn-contact-name').fill('Ada Reader');
    await page.locator('#xn-contact-email').fill(user.email ?? '');
    await page.locator('#xn-contact-subject').fill(subject);
    await page.locator('#xn-contact-message').fill('Sent while signed in.');
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/public/contact'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/public/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(xsrf).toBeTruthy();
    expect((await posted).headers()['x-xsrf-token']).toBe(xsrf);
    expect((await answered).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Thank you for your message! We will get back to you soon.' }).waitFor();
    const rows = await suite.site.testApp.db.query<{ subject: string }>('SELECT subject FROM contact_messages WHERE subject = $1', [subject]);
    expect(rows).toHaveLength(1);
    expectNoProblems(watched);
  });
});

describe('password reset', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('from the request on the login page to a login with the new password, at %i px', async (width) => {
    const email = uniqueEmail(`reset${width}`);
    const user = await insertNewUser(suite.site.testApp.db, { email });
    const watched = await open(width, '/en/user/login');
    const { page } = watched;
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(email);
    await button(page, 'Reset Password').click();
    // The reset form takes the login form's place, with the address carried over.
    await expect(page.locator('#xn-login-email').count()).resolves.toBe(0);
    const address = field(page, 'Email');
    await expect(address.getAttribute('placeholder')).resolves.toBe('Email to Reset Password');
    await expect(page.getByText('Enter email address to Reset Password.', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(address.inputValue()).resolves.toBe(email);
    await expectAccessible(page);

    // Spec §5: an empty address gives 'Email is required' and no request.
    await address.fill('');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/resetpassword')) requests += 1;
    });
    await button(page, 'Submit Password Reset Request').click();
    await expect(page.locator('#xn-reset-email-error').textContent()).resolves.toBe('Email is required');
    expect(requests).toBe(0);
    await address.fill(email);
    await button(page, 'Submit Password Reset Request').click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested }).waitFor();
    expect(await focusedText(page)).toBe(ACCOUNT_MESSAGES.resetRequested);

    const mail = await suite.smtp.waitForMail((received) => received.envelope.to.includes(email));
    await gotoHydrated(page, resetLinkIn(mail.parsed.text, suite.site.baseUrl));
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await expectAccessible(page);
    const newPassword = 'a-brand-new-password-7';
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(`${newPassword}x`);
    await button(page, 'Save New Password').click();
    await expect(page.locator('#xn-reset-confirm-error').textContent()).resolves.toBe('The two passwords do not match.');
    await field(page, 'Confirm New Password').fill(newPassword);
    await button(page, 'Save New Password').click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetDone }).waitFor();
    expect(await focusedText(page)).toBe(ACCOUNT_MESSAGES.resetDone);

    await page.getByRole('link', { name: 'Go to Login', exact: true }).click();
    await page.waitForURL('**/en/user/login');
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(user.password);
    await button(page, 'Login').click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailLoginFailed }).waitFor();
    await field(page, 'Password').fill(newPassword);
    await button(page, 'Login').click();
    await page.waitForURL('**/en/profile');
    await page.locator('dl.xn-profile-details').waitFor();
    expectNoProblems(watched, [/status of 401/]);
  });

  it('says a used link is no longer valid', async () => {
    const watched = await open(WIDTHS.desktop, '/en/user/reset?token=not.a-real-token');
    const { page } = watched;
    await field(page, 'New Password').fill(TEST_PASSWORD);
    await field(page, 'Confirm New Password').fill(TEST_PASSWORD);
    await button(page, 'Save New Password').click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetTokenInvalid }).waitFor();
    await expect(field(page, 'New Password').inputValue()).resolves.toBe(TEST_PASSWORD);
    expectNoProblems(watched, [/status of 400/]);
  });
});

describe('a form sent before the page is ready', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('never puts a password into the address, and comes back to the form at %i px', async (width) => {
    // Without JavaScript the browser sends the form itself, as it does before React takes over.
    const context = await newTestContext(suite.browser, { javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const address = `${suite.site.baseUrl}/en/user/reset?token=not.a-real-token`;
    await page.goto(address);
    await field(page, 'New Password').fill(TEST_PASSWORD);
    await field(page, 'Confirm New Password').fill(TEST_PASSWORD);
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button(page, 'Save New Password').click()]);
    expect(answer.status()).toBe(303);
    await page.waitForURL(address);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    expect(page.url()).not.toContain(TEST_PASSWORD);
    expect(answer.request().url()).toBe(address);
    await context.close();
  });
});
