import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LangCode } from '../../shared/languages';
import { TOTP_API } from '../../shared/totp';
import { freshIp, insertNewUser, type TestUser } from '../support/accounts';
import { button, field } from '../support/account-browser';
import { signedInAgent } from '../support/api-sign-in';
import { browserSuite, expectAccessible, expectNoProblems, openPage, waitForHydration, WIDTHS } from '../support/browser';
import { addVirtualAuthenticator, seedPasskey } from '../support/passkeys';

/**
 * A staff member signs in to the desk through the login page, as they would (decisions 033, 034):
 * with a passkey on Chromium's virtual authenticator, which is a second factor by itself; and with
 * the password, then the authenticator app's code. Each comes back to the desk screen they asked
 * for, and the audit trail records the sign-in. Served as localhost: WebAuthn takes no IP address
 * as relying party ID.
 */

const suite = browserSuite({ stories: 10, host: 'localhost' });
const texts = (lang: LangCode) => suite.site.testApp.site.translations[lang];
const db = () => suite.site.testApp.db;

async function deskSignIns(userId: string): Promise<{ action: string; after: unknown }[]> {
  return db().query('SELECT action, after FROM desk_audit WHERE actor_id = $1 ORDER BY id', [userId]);
}

/** From a desk screen, signed out: the server sends the visitor to its language's login page, which will bring them back. */
async function loginPageFor(page: Page, path: string, lang: LangCode): Promise<void> {
  await page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'load' });
  expect(new URL(page.url()).pathname).toBe(`/${lang}/user/login`);
  expect(new URL(page.url()).searchParams.get('return_path')).toBe(path);
  await waitForHydration(page);
}

describe('signing in to the desk', () => {
  it.each([
    [WIDTHS.phone, 'fr'],
    [WIDTHS.desktop, 'en'],
  ] as const)('with a passkey, from the login page back to the screen asked for, at %i px (%s)', async (width, lang) => {
    const editor = await insertNewUser(db(), { roles: ['user', 'editor'], name: 'Passkey Editor', lang });
    const { authenticator } = await seedPasskey(db(), editor.userId);
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    const { page } = watched;
    const device = await addVirtualAuthenticator(page);
    await device.add(authenticator, editor.userId, 'localhost');

    await loginPageFor(page, `/${lang}/desk/audit`, lang);
    await button(page, texts(lang).passkeys.signIn).click();
    await page.waitForURL(`**/${lang}/desk/audit`);
    await page.getByRole('heading', { level: 1, name: texts(lang).desk.audit.title }).waitFor();
    await expect(page.getByRole('navigation', { name: texts(lang).desk.shell.menu }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    expect(await deskSignIns(editor.userId)).toEqual([{ action: 'staff-signed-in', after: { via: 'passkey', secondFactor: 'passkey' } }]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('with the password and then the authenticator app’s code', async () => {
    const lang = 'es';
    const { account, desk, totp } = texts(lang);
    // Set up as a reader (staff set an authenticator up only from a passkey session), then made an editor.
    const editor: TestUser = await insertNewUser(db(), { name: 'Password Editor', lang });
    const { agent, xsrf } = await signedInAgent(suite.site.testApp.app, editor);
    const enrolled = await agent.post(TOTP_API.enrolment).set('X-XSRF-TOKEN', xsrf).set('X-Forwarded-For', freshIp());
    const { secret } = enrolled.body as { secret: string };
    // The last step's code confirms it, so that this step's is still unused for the sign-in.
    const confirmed = await agent
      .post(TOTP_API.mine)
      .set('X-XSRF-TOKEN', xsrf)
      .set('X-Forwarded-For', freshIp())
      .send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await db().query(`UPDATE users SET roles = ARRAY['user', 'editor'] WHERE id = $1`, [editor.userId]);

    const watched = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    const { page } = watched;
    await loginPageFor(page, `/${lang}/desk`, lang);
    await button(page, account.loginWithEmail).click();
    await field(page, account.email).fill(editor.email ?? '');
    await field(page, account.password).fill(editor.password);
    await button(page, account.login).click();
    await page.waitForURL(`**/${lang}/desk`);
    // Signed in with a password alone: the desk asks for the code and shows nothing else.
    const code = page.getByLabel(totp.codeLabel);
    await code.waitFor();
    await expect(page.getByRole('navigation', { name: desk.shell.menu }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await code.fill(await generate({ secret }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: desk.stories.title }).waitFor();
    await expect(page.getByRole('navigation', { name: desk.shell.menu }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    expect(await deskSignIns(editor.userId)).toEqual([
      { action: 'staff-signed-in', after: { via: 'email', secondFactor: null } },
      { action: 'staff-second-factor', after: { via: 'email', secondFactor: 'totp' } },
    ]);
    expectNoProblems(watched, [/status of 403/]);
    await watched.context.close();
  });
});
