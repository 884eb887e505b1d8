import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, codeSentMessage } from '../../shared/account-messages';
import type { LangCode } from '../../shared/languages';
import { signupPath } from '../../shared/routes';
import { codeIn, latestOutbox, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { expectAccessible, expectNoProblems, WIDTHS } from '../support/browser';
import { accountSiteSuite, button, expectDigitsOnlyPhoneInput, field, focusedText, openAccountPage, paste } from '../support/account-browser';

/**
 * Sign-up in a real browser (spec §2, §5): by email with the code read from a real SMTP server,
 * and by phone with the code read from the SMS outbox, to a signed-in header and profile.
 */

const suite = accountSiteSuite();

const openSignup = (width: number, lang: LangCode = 'en') => openAccountPage(suite, width, signupPath(lang));


/** The message tied to a field by aria-describedby. */
async function describedBy(page: Page, label: string): Promise<string> {
  const ids = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`#${id}`).textContent()));
  return texts.join(' ');
}

let serial = 0;
function freshNumber(prefix: string): string {
  serial += 1;
  return `${prefix}${String(process.pid % 10_000).padStart(4, '0')}${String(serial).padStart(3, '0')}`;
}

describe('sign-up by email', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('takes a new customer from the address to a signed-in account at %i px', async (width) => {
    const watched = await openSignup(width);
    const { page } = watched;
    await expectAccessible(page);
    await button(page, 'Sign Up With Email').click();
    // The toggles are exclusive: the phone one is hidden while email is open.
    await expect(button(page, 'Sign Up With Phone').count()).resolves.toBe(0);
    await expect(button(page, 'Return').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-email-email');

    const email = uniqueEmail(`signup${width}`);
    await field(page, 'Email').fill(email);
    await button(page, 'Send Verification Code').click();
    const sent = page.getByRole('status').filter({ hasText: codeSentMessage(email, 10) });
    await sent.waitFor();
    expect(await focusedText(page)).toBe(codeSentMessage(email, 10));
    const mail = await suite.smtp.waitForMail((received) => received.envelope.to.includes(email));
    const code = codeIn(mail.parsed.text);
    await expectAccessible(page);

    // Step 2: the address is read-only; spec §5 checks first, with the message beside its field.
    await expect(field(page, 'Email').getAttribute('readonly')).resolves.toBe('');
    await expect(field(page, 'Email').inputValue()).resolves.toBe(email);
    await field(page, 'Verification Code').fill(code);
    await field(page, 'Password').fill('short');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/public/auth/signup')) requests += 1;
    });
    await button(page, 'Sign Up').click();
    await expect(describedBy(page, 'First Name')).resolves.toBe(ACCOUNT_MESSAGES.nameRequired);
    await expect(describedBy(page, 'Password')).resolves.toBe(ACCOUNT_MESSAGES.passwordTooShort);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-email-firstName');
    expect(requests).toBe(0);

    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await button(page, 'Sign Up').click();
    const banner = page.getByRole('status').filter({ hasText: 'Registration Success!' });
    await banner.waitFor();
    expect(await focusedText(page)).toBe('Registration Success!');
    // The header names the new customer and leads to the profile.
    const account = page.locator('header a.xn-signin');
    await expect(account.getAttribute('href')).resolves.toBe('/en/profile');
    if (width >= 480) await expect(account.innerText()).resolves.toBe('Ada Lovelace');
    // The first-name input went as familyName, the last-name input as givenName, and both landed right.
    const [user] = await suite.site.testApp.db.query<{ first_name: string; last_name: string; name: string }>(
      `SELECT u.first_name, u.last_name, u.name FROM users u JOIN identities i ON i.user_id = u.id WHERE i.provider = 'email' AND i.provider_id = $1`,
      [email],
    );
    expect(user).toEqual({ first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/en/profile');
    // The profile's details list; its newsletter section names the address on a button too.
    await page.locator('dd').getByText(email, { exact: false }).waitFor();
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it('says a wrong code is wrong, and keeps everything typed', async () => {
    const watched = await openSignup(WIDTHS.desktop);
    const { page } = watched;
    await button(page, 'Sign Up With Email').click();
    const email = uniqueEmail('wrongcode');
    await field(page, 'Email').fill(email);
    await button(page, 'Send Verification Code').click();
    await suite.smtp.waitForMail((received) => received.envelope.to.includes(email));
    await field(page, 'Verification Code').fill('00000000');
    await field(page, 'First Name').fill('Grace');
    await field(page, 'Last Name').fill('Hopper');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await button(page, 'Sign Up').click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailCodeIncorrect }).waitFor();
    expect(await focusedText(page)).toBe(ACCOUNT_MESSAGES.emailCodeIncorrect);
    expect(await field(page, 'First Name').inputValue()).toBe('Grace');
    expect(await field(page, 'Password').inputValue()).toBe(TEST_PASSWORD);
    await expect(button(page, 'Sign Up').isEnabled()).resolves.toBe(true);
    expectNoProblems(watched, [/status of 400/]);
  });

  it('shows a network failure clearly, with the button back', async () => {
    const watched = await openSignup(WIDTHS.phone);
    const { page } = watched;
    await button(page, 'Sign Up With Email').click();
    await field(page, 'Email').fill(uniqueEmail('offline'));
    await page.route('**/auth/requestemailsignupcode**', (route) => route.abort('connectionrefused'));
    await button(page, 'Send Verification Code').click();
    await page.getByRole('alert').filter({ hasText: 'We could not reach the server. Please check your connection and try again.' }).waitFor();
    await expect(button(page, 'Send Verification Code').isEnabled()).resolves.toBe(true);
    expectNoProblems(watched, [/ERR_CONNECTION_REFUSED/]);
  });
});

describe('sign-up by phone', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('checks the number as spec §5 says, then signs up with the texted code at %i px', async (width) => {
    const watched = await openSignup(width);
    const { page } = watched;
    await button(page, 'Sign Up With Phone').click();
    await expect(button(page, 'Sign Up With Email').count()).resolves.toBe(0);
    await expectAccessible(page);
    const country = field(page, 'Country or Region');
    // The whole list of a maintained package (countries-list), about 250 countries.
    await expect.poll(() => country.locator('option').count()).toBeGreaterThan(240);
    const options = await country.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['Canada (+1)', 'China (+86)', 'United States (+1)', 'France (+33)', 'Japan (+81)']));
    // A country phone sign-up does not take gets the spec's message (§5).
    await country.selectOption('FR');
    await field(page, 'Phone Number').fill('612345678');
    await field(page, 'Confirm Phone Number').fill('612345678');
    await button(page, 'Send Verification Code !').click();
    await expect(describedBy(page, 'Country or Region')).resolves.toBe(ACCOUNT_MESSAGES.dialCodeUnsupported);
    await country.selectOption('CN');

    const phone = freshNumber('1380');
    await field(page, 'Phone Number').fill('12345');
    await field(page, 'Confirm Phone Number').fill('12345');
    await button(page, 'Send Verification Code !').click();
    await expect(describedBy(page, 'Phone Number')).resolves.toBe(ACCOUNT_MESSAGES.phoneIncomplete);
    await field(page, 'Phone Number').fill(phone);
    await field(page, 'Confirm Phone Number').fill(`${phone}9`);
    await button(page, 'Send Verification Code !').click();
    await expect(describedBy(page, 'Confirm Phone Number')).resolves.toBe(ACCOUNT_MESSAGES.phoneConfirmMismatch);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-phone-confirm');
    await field(page, 'Confirm Phone Number').fill(phone);
    await button(page, 'Send Verification Code !').click();
    await page.getByRole('status').filter({ hasText: codeSentMessage(`+86 ${phone}`, 10) }).waitFor();
    const sms = await latestOutbox(suite.site.testApp.db, `+86${phone}`);
    const code = codeIn(sms?.body);

    await field(page, 'Verification Code').fill('12');
    await button(page, 'Submit Verification').click();
    await expect(describedBy(page, 'Verification Code')).resolves.toBe(ACCOUNT_MESSAGES.phoneCodeRequired);
    await field(page, 'Verification Code').fill(code);
    await field(page, 'First Name').fill('Grace');
    await field(page, 'Last Name').fill('Hopper');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await expectAccessible(page);
    await button(page, 'Submit Verification').click();
    await page.getByRole('status').filter({ hasText: 'Registration Success!' }).waitFor();
    if (width >= 480) await expect(page.locator('header a.xn-signin').innerText()).resolves.toBe('Grace Hopper');
    const [identity] = await suite.site.testApp.db.query<{ provider_id: string; dial_code: string }>(
      `SELECT provider_id, dial_code FROM identities WHERE provider = 'phone' AND provider_id = $1`,
      [`+86${phone}`],
    );
    expect(identity).toEqual({ provider_id: `+86${phone}`, dial_code: '+86' });
    expectNoProblems(watched);
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('takes digits only into both numbers, typed or pasted, and sends the code from the keyboard at %i px', async (width) => {
    const watched = await openSignup(width);
    const { page } = watched;
    await button(page, 'Sign Up With Phone').click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-phone-country');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-phone-phone');
    await expect(field(page, 'Phone Number').getAttribute('autocomplete')).resolves.toBe('tel-national');
    await expectDigitsOnlyPhoneInput(page, field(page, 'Phone Number'));
    const phone = freshNumber('202');
    await paste(page, `+1 ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
    await expect(field(page, 'Phone Number').inputValue()).resolves.toBe(phone);

    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('xn-signup-phone-confirm');
    await expectDigitsOnlyPhoneInput(page, field(page, 'Confirm Phone Number'));
    // Full-width digits, as a Chinese or Japanese keyboard gives them, arrive as ASCII ones.
    await page.keyboard.insertText(phone.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0)));
    await expect(field(page, 'Confirm Phone Number').inputValue()).resolves.toBe(phone);
    await expectAccessible(page);

    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: codeSentMessage(`+1 ${phone}`, 10) }).waitFor();
    await expect(latestOutbox(suite.site.testApp.db, `+1${phone}`)).resolves.toBeTruthy();
    expectNoProblems(watched);
  });

  it('writes to the reader in their language, and shows the checks in it', async () => {
    const watched = await openSignup(WIDTHS.desktop, 'cn');
    const { page } = watched;
    const t = suite.site.testApp.site.translations.cn.account;
    await button(page, t.signupWithPhone).click();
    // A Chinese page starts on China.
    await expect(field(page, t.country).inputValue()).resolves.toBe('CN');
    const phone = freshNumber('1391');
    await field(page, t.phone).fill(phone);
    await field(page, t.confirmPhone).fill('1');
    await button(page, t.sendPhoneCode).click();
    await expect(describedBy(page, t.confirmPhone)).resolves.toBe(t.errors.phoneConfirmMismatch);
    await field(page, t.confirmPhone).fill(phone);
    await button(page, t.sendPhoneCode).click();
    await page.getByRole('status').filter({ hasText: `+86 ${phone}` }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toBe(`我们已将验证码发送至 +86 ${phone}。验证码将在 10 分钟后失效。`);
    const sms = await latestOutbox(suite.site.testApp.db, `+86${phone}`);
    expect(sms?.lang).toBe('cn');
    expectNoProblems(watched);
  });
});
