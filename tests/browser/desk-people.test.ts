import type { Page } from 'playwright-core';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { maskedEmail } from '../../shared/masked-address';
import { freshIp, insertNewUser } from '../support/accounts';
import { apiSignIn } from '../support/api-sign-in';
import { browserSuite, expectAccessible, expectNoProblems, gotoHydrated, sharedTab, WIDTHS } from '../support/browser';
import { signInStaffBrowser } from '../support/desk-browser';

/*
 * The desk's People screen in Chromium (decision 033): an admin finds a reader by email, opens
 * them, grants and revokes roles, disables, enables and deletes accounts, each outcome said in
 * the page's language and stored; axe at 375 and 1280 px in each state.
 */

const suite = browserSuite({ stories: 0 });
const openTab = sharedTab(suite);
const texts = () => suite.site.testApp.site.translations.en.desk.people;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
const db = () => suite.site.testApp.db;

/** Presses Tab until the element has the focus: the keyboard alone, as a person would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  const element = await target.elementHandle();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await element?.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the desk’s People screen', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('lets an admin find, open, promote, disable, enable and delete accounts at %i px', async (width) => {
    const reader = await insertNewUser(db(), { name: `Rita Reader ${width}` });
    const email = reader.email ?? '';
    const session = await apiSignIn(suite.site.testApp.app, reader);
    const watched = await openTab(width, 900, { clientIp: freshIp() });
    const { page } = watched;
    await signInStaffBrowser(watched.context, suite.site, 'admin', `Ada Admin ${width}`);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/people`);
    await page.getByRole('heading', { level: 1, name: texts().title }).waitFor();
    await page.getByRole('heading', { level: 2, name: texts().resultsTitle, exact: true }).waitFor();
    await page.locator('.xn-desk-person').first().waitFor();
    await expectAccessible(page);

    // The search, from the keyboard: the email, Enter; the address's query carries it.
    await tabTo(page, page.getByLabel(texts().query));
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === email.toUpperCase());
    const rows = page.locator('.xn-desk-person');
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().getByRole('heading', { level: 3 }).textContent()).resolves.toBe(`Rita Reader ${width}`);
    await expect(rows.first().textContent()).resolves.toContain(maskedEmail(email));
    await expect(rows.first().textContent()).resolves.not.toContain(email);
    await expectAccessible(page);

    // Opened from the keyboard: its heading takes the focus, the address is whole.
    await tabTo(page, page.getByRole('link', { name: new RegExp(`^${texts().showDetails}\\s*: Rita Reader ${width}$`) }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('open') === reader.userId);
    const heading = page.getByRole('heading', { level: 2, name: fill(texts().detailsTitle, { name: `Rita Reader ${width}` }) });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(page.locator('.xn-desk-person-details').textContent()).resolves.toContain(email);
    await expectAccessible(page);

    // Granting the editor role with the keyboard alone: the select, an arrow key, Tab to Save, Enter.
    await tabTo(page, page.getByLabel(texts().roleLabel));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(texts().roleLabel).inputValue()).resolves.toBe('editor');
    await tabTo(page, page.getByRole('button', { name: texts().saveRole }));
    await page.keyboard.press('Enter');
    const granted = fill(texts().roleSaved, { name: `Rita Reader ${width}`, role: texts().roleNames.editor });
    await page.getByRole('status').filter({ hasText: granted }).waitFor();
    await expect(focusedText(page)).resolves.toBe(granted);
    await expect(db().query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [reader.userId])).resolves.toEqual([{ roles: ['user', 'editor'] }]);
    await expectAccessible(page);

    // Disabling asks first, says that the sessions end, and ends them.
    await page.getByRole('button', { name: texts().disable, exact: true }).click();
    const confirm = page.getByRole('button', { name: fill(texts().confirmDisable, { name: `Rita Reader ${width}` }) });
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: texts().disabledDone }).waitFor();
    const [row] = await db().query<{ disabled_at: string | null }>('SELECT disabled_at FROM users WHERE id = $1', [reader.userId]);
    expect(row?.disabled_at).not.toBeNull();
    await expect(db().query('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [reader.userId])).resolves.toEqual([]);
    expect((await request(suite.site.testApp.app).get('/user/me').set('Cookie', session.cookie)).status).toBe(401);
    const login = await request(suite.site.testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: reader.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe('account_disabled');
    await expect(page.locator('.xn-desk-person-facts').textContent()).resolves.toContain('Disabled since');
    await expectAccessible(page);

    await page.getByRole('button', { name: texts().enable }).click();
    await page.getByRole('status').filter({ hasText: texts().enabledDone }).waitFor();
    await expect(db().query('SELECT id FROM users WHERE id = $1 AND disabled_at IS NULL', [reader.userId])).resolves.toHaveLength(1);
    expect((await request(suite.site.testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: reader.password })).status).toBe(200);

    // Deleting another account, opened by its address: asked first, then gone, said on the list.
    const other = await insertNewUser(db(), { name: `Otto Other ${width}` });
    await gotoHydrated(page, `${suite.site.baseUrl}/en/desk/people?open=${other.userId}`);
    await page.getByRole('button', { name: texts().delete, exact: true }).click();
    await page.getByRole('button', { name: fill(texts().confirmDelete, { name: `Otto Other ${width}` }) }).click();
    const deleted = fill(texts().deletedDone, { name: `Otto Other ${width}` });
    await page.getByRole('status').filter({ hasText: deleted }).waitFor();
    await expect(focusedText(page)).resolves.toBe(deleted);
    expect(new URL(page.url()).searchParams.get('open')).toBeNull();
    await expect(db().query('SELECT id FROM users WHERE id = $1', [other.userId])).resolves.toEqual([]);
    await expect(db().query<{ action: string }>(`SELECT action FROM desk_audit WHERE target_id = $1 ORDER BY id`, [other.userId])).resolves.toEqual([{ action: 'account-opened' }, { action: 'account-deleted' }]);
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('says, in the page’s language, that the only admin cannot give up the role, at %i px', async (width) => {
    const watched = await openTab(width, 900, { clientIp: freshIp() });
    const { page } = watched;
    const admin = await signInStaffBrowser(watched.context, suite.site, 'admin', `Solo Admin ${width}`);
    // This admin alone: the file's other admins become readers.
    await db().query(`UPDATE users SET roles = ARRAY['user'] WHERE id <> $1 AND 'admin' = ANY (roles)`, [admin.userId]);
    const fr = suite.site.testApp.site.translations.fr.desk.people;
    await gotoHydrated(page, `${suite.site.baseUrl}/fr/desk/people?open=${admin.userId}`);
    await page.getByLabel(fr.roleLabel).selectOption('user');
    await page.getByRole('button', { name: fr.saveRole }).click();
    await page.getByRole('alert').filter({ hasText: fr.refusals.lastAdmin }).waitFor();
    await expect(db().query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [admin.userId])).resolves.toEqual([{ roles: ['user', 'admin'] }]);
    await expectAccessible(page);
    expectNoProblems(watched, [/status of 409/]);
  });
});
