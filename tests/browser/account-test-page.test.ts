import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { freshIp, insertNewUser, signInBrowser } from '../support/accounts';
import { browserSuite, expectAccessible, expectNoProblems, openPage, WIDTHS } from '../support/browser';

/** The developer page /test in development (a developer leftover, spec §1): its user list is for administrators only. */

const suite = browserSuite({ stories: 5, app: { developerPages: true } });

describe('/test in development', () => {
  it('lists the users to an administrator', async () => {
    const admin = await insertNewUser(suite.site.testApp.db, { name: 'Ada Admin', roles: ['user', 'admin'] });
    const watched = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, suite.site.baseUrl, admin);
    // The list is fetched once the page has hydrated: the table is what the test waits for.
    await watched.page.goto(`${suite.site.baseUrl}/test`, { waitUntil: 'load' });
    const table = watched.page.locator('table.xn-test-users');
    await table.waitFor();
    expect(await table.innerText()).toContain(admin.email ?? '');
    await expectAccessible(watched.page);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('tells anyone else that only administrators may see it', async () => {
    const user = await insertNewUser(suite.site.testApp.db);
    const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    // The refusal is the answer to the list's fetch, made once the page has hydrated.
    await watched.page.goto(`${suite.site.baseUrl}/test`, { waitUntil: 'load' });
    await watched.page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.adminOnly }).waitFor();
    await expectAccessible(watched.page);
    expectNoProblems(watched, [/status of 403/]);
    await watched.context.close();
  });
});
