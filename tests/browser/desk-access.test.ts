import { describe, expect, it } from 'vitest';
import { freshIp } from '../support/accounts';
import { expectAccessible, expectNoProblems, gotoHydrated, openPage, WIDTHS, browserSuite } from '../support/browser';
import { signInStaffBrowser } from '../support/desk-browser';

/** Who reaches the desk's pages (decision 033), in Chromium: signed out, a reader, an editor, an admin. */

const suite = browserSuite({ stories: 20 });
const desk = (lang: 'en' | 'es' = 'en') => suite.site.testApp.site.translations[lang].desk.shell;

describe('the desk pages', () => {
  it('send a signed-out visitor to sign in and back, with no JavaScript needed', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    const response = await watched.page.goto(`${suite.site.baseUrl}/en/desk/audit`, { waitUntil: 'load' });
    expect(new URL(watched.page.url()).pathname).toBe('/en/user/login');
    expect(new URL(watched.page.url()).searchParams.get('return_path')).toBe('/en/desk/audit');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${suite.site.baseUrl}/en/desk/audit`);
    await watched.context.close();
  });

  it('tell a reader without a staff role that the desk is for staff, with status 403 and no menu', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop, 900, { clientIp: freshIp() });
    await signInStaffBrowser(watched.context, suite.site, 'user');
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}/es/desk`);
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await watched.page.getByRole('heading', { level: 1, name: desk('es').forbiddenTitle }).waitFor();
    await expect(watched.page.getByText(desk('es').forbidden).isVisible()).resolves.toBe(true);
    await expect(watched.page.getByRole('navigation', { name: desk('es').menu }).count()).resolves.toBe(0);
    await expectAccessible(watched.page);
    expectNoProblems(watched, [/status of 403/]);
    await watched.context.close();
  });

  it.each([WIDTHS.phone, WIDTHS.desktop])('show an editor the menu without People, and People only to admins, at %i px', async (width) => {
    const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    await signInStaffBrowser(watched.context, suite.site, 'editor');
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/desk/audit`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(watched.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    const menu = watched.page.getByRole('navigation', { name: desk().menu });
    // Drawn once the desk's API has admitted the session, which a busy machine makes a while.
    await menu.getByRole('link', { name: desk().stories }).waitFor();
    await expect(menu.getByRole('link').allInnerTexts()).resolves.toEqual([desk().stories, desk().audit, desk().inbox, desk().newsletter]);
    await expect(menu.getByRole('link', { name: desk().audit }).getAttribute('aria-current')).resolves.toBe('page');
    await expectAccessible(watched.page);

    // From the keyboard alone: the menu's links are reached with Tab and followed with Enter.
    const inbox = menu.getByRole('link', { name: desk().inbox });
    for (let presses = 0; presses < 40 && !(await inbox.evaluate((link) => link === document.activeElement)); presses += 1) await watched.page.keyboard.press('Tab');
    await watched.page.keyboard.press('Enter');
    await watched.page.waitForURL('**/en/desk/inbox');
    await expect(menu.getByRole('link', { name: desk().inbox }).getAttribute('aria-current')).resolves.toBe('page');

    const people = await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/desk/people`);
    expect(people?.status()).toBe(200);
    await watched.page.getByText(desk().adminsOnly).waitFor();
    expectNoProblems(watched);
    await watched.context.close();

    const admin = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
    await signInStaffBrowser(admin.context, suite.site, 'admin');
    await gotoHydrated(admin.page, `${suite.site.baseUrl}/en/desk/people`);
    const adminMenu = admin.page.getByRole('navigation', { name: desk().menu });
    await expect(adminMenu.getByRole('link', { name: desk().people }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(admin.page.getByText(desk().adminsOnly).count()).resolves.toBe(0);
    expectNoProblems(admin);
    await admin.context.close();
  });
});
