import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { freshIp, insertNewUser, signInBrowser } from '../support/accounts';
import { expectAccessible, expectNoProblems, launchBrowser, openPage, startSite, WIDTHS, type SiteUnderTest } from '../support/browser';

/** The developer page /test in development (DESIGN.md "Leftovers"): its user list is for administrators only. */

let site: SiteUnderTest;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ stories: 5, app: { developerPages: true } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('/test in development', () => {
  it('lists the users to an administrator', async () => {
    const admin = await insertNewUser(site.testApp.db, { name: 'Ada Admin', roles: ['user', 'admin'] });
    const watched = await openPage(browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, site.baseUrl, admin);
    await watched.page.goto(`${site.baseUrl}/test`, { waitUntil: 'networkidle' });
    const table = watched.page.locator('table.xn-test-users');
    await table.waitFor();
    expect(await table.innerText()).toContain(admin.email ?? '');
    await expectAccessible(watched.page);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('tells anyone else that only administrators may see it', async () => {
    const user = await insertNewUser(site.testApp.db);
    const watched = await openPage(browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, site.baseUrl, user);
    await watched.page.goto(`${site.baseUrl}/test`, { waitUntil: 'networkidle' });
    await watched.page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.adminOnly }).waitFor();
    await expectAccessible(watched.page);
    expectNoProblems(watched, [/status of 403/]);
    await watched.context.close();
  });
});
