import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LangCode } from '../../shared/languages';
import { fill } from '../../shared/fill-text';
import { freshIp, insertNewUser, signInBrowser, uniqueEmail } from '../support/accounts';
import { accountSiteSuite } from '../support/account-browser';
import { expectAccessible, expectNoProblems, gotoHydrated, newTestContext, WIDTHS } from '../support/browser';
import { newsletterLinkIn, storedSubscriber } from '../support/newsletter';

/**
 * The newsletter in Chromium, with mail read from a real SMTP server, in two
 * languages and at two widths: subscribe from the footer, open the mailed confirmation link,
 * change the preferences, unsubscribe with the page's button; and all of it with JavaScript off.
 */

const suite = accountSiteSuite();
const texts = (lang: LangCode) => suite.site.testApp.site.translations[lang].newsletter;

async function mailedLink(email: string, page: 'confirm' | 'preferences'): Promise<string> {
  const mail = await suite.smtp.waitForMail((received) => received.envelope.to.includes(email));
  return newsletterLinkIn(mail.parsed.text ?? '', page);
}

const footerBox = (page: Page) => page.locator('footer form.xn-newsletter');

describe('with JavaScript', () => {
  it.each([
    [WIDTHS.phone, 'fr'],
    [WIDTHS.desktop, 'en'],
  ] as const)('subscribes from the footer, confirms by the mailed link, changes the preferences and unsubscribes at %i px (%s)', async (width, lang) => {
    const t = texts(lang);
    const watched = await suite.openTab(width, 900, { clientIp: freshIp() });
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/${lang}/news/list/trending`);
    const email = uniqueEmail(`nl-browser-${width}`);
    const box = footerBox(page);
    await box.locator('input[type="email"]').fill(email);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await box.getByRole('button').click();
    await box.getByRole('status').filter({ hasText: t.checkInbox }).waitFor();
    expect(documents).toBe(0);
    await expectAccessible(page);
    expect(await storedSubscriber(suite.site.testApp.db, email)).toMatchObject({ status: 'pending', lang });

    await gotoHydrated(page, `${suite.site.baseUrl}${await mailedLink(email, 'confirm')}`);
    await page.getByRole('status').filter({ hasText: t.confirmed }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await expectAccessible(page);
    expect(await storedSubscriber(suite.site.testApp.db, email)).toMatchObject({ status: 'confirmed', consent_via: 'double-opt-in', consent_lang: lang });

    await page.getByRole('link', { name: t.managePreferences }).click();
    await page.getByRole('heading', { name: t.preferencesTitle }).waitFor();
    await page.getByRole('checkbox', { name: t.topStories }).uncheck();
    const header = suite.site.testApp.site.translations[lang].navigations.header;
    await page.getByRole('checkbox', { name: header.world, exact: true }).check();
    await page.getByRole('checkbox', { name: header.health, exact: true }).check();
    await page.getByRole('radio', { name: t.weekly }).check();
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(await storedSubscriber(suite.site.testApp.db, email)).toMatchObject({ topics: ['world', 'health'], frequency: 'weekly', status: 'confirmed' });
    await expectAccessible(page);

    await page.getByRole('link', { name: t.unsubscribeTitle }).click();
    await page.getByRole('button', { name: t.unsubscribe, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.unsubscribed }).waitFor();
    expect((await storedSubscriber(suite.site.testApp.db, email))?.status).toBe('unsubscribed');
    await expectAccessible(page);
    expectNoProblems(watched);
  });

  it('shows what went wrong in place, and subscribes a signed-in customer’s verified address in one click from the profile', async () => {
    const watched = await suite.openTab(WIDTHS.desktop, 900, { clientIp: freshIp() });
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/newsletter`);
    const t = texts('en');
    // The browser accepts an address without a domain suffix; the server does not.
    await page.getByLabel(t.email).fill('reader@localhost');
    await page.locator('.xn-newsletter-page').getByRole('button', { name: t.subscribe, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.problems.invalid }).waitFor();
    await expectAccessible(page);
    expectNoProblems(watched, [/status of 400/]);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/newsletter/sent`);
    await page.getByRole('heading', { name: t.sentTitle }).waitFor();
    await expectAccessible(page);

    const user = await insertNewUser(suite.site.testApp.db, { email: uniqueEmail('nl-profile') });
    const email = user.email ?? '';
    await signInBrowser(watched.context, suite.site.baseUrl, user);
    await gotoHydrated(page, `${suite.site.baseUrl}/en/profile`);
    const section = page.locator('.xn-profile-newsletter');
    await section.getByText(t.profileNone).waitFor();
    await section.getByRole('button', { name: fill(t.profileSubscribe, { email }) }).click();
    await section.getByRole('status').filter({ hasText: t.saved }).waitFor();
    await section.getByText(fill(t.profileSubscribed, { email })).waitFor();
    expect(await storedSubscriber(suite.site.testApp.db, email)).toMatchObject({ status: 'confirmed', consent_via: 'account', user_id: user.userId });
    await expectAccessible(page);
    await section.getByRole('button', { name: t.unsubscribe, exact: true }).click();
    await section.getByRole('status').filter({ hasText: t.unsubscribed }).waitFor();
    expect((await storedSubscriber(suite.site.testApp.db, email))?.status).toBe('unsubscribed');
    expectNoProblems(watched, [/status of 400/]);
  });
});

// axe runs in the page, so these pages are checked by the tests above, hydrated from the same HTML.
describe('without JavaScript', () => {
  it.each([
    [WIDTHS.phone, 'es'],
    [WIDTHS.desktop, 'tw'],
  ] as const)('subscribes from the footer to the “check your inbox” page, confirms, saves preferences and unsubscribes at %i px (%s)', async (width, lang) => {
    const t = texts(lang);
    const context = await newTestContext(suite.browser, { javaScriptEnabled: false, viewport: { width, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${suite.site.baseUrl}/${lang}/about/AboutUS`);
    const email = uniqueEmail(`nl-nojs-${width}`);
    await footerBox(page).locator('input[type="email"]').fill(email);
    await footerBox(page).getByRole('button').click();
    await page.waitForURL(`**/${lang}/newsletter/sent`);
    await page.getByRole('heading', { name: t.sentTitle }).waitFor();

    await page.goto(`${suite.site.baseUrl}${await mailedLink(email, 'confirm')}`);
    await page.getByRole('status').filter({ hasText: t.confirmed }).waitFor();
    await page.getByRole('link', { name: t.managePreferences }).click();
    await page.getByRole('radio', { name: t.weekly }).check();
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL(/saved=1/);
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(await storedSubscriber(suite.site.testApp.db, email)).toMatchObject({ frequency: 'weekly', status: 'confirmed' });

    await page.getByRole('link', { name: t.unsubscribeTitle }).click();
    await page.getByRole('button', { name: t.unsubscribe, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.unsubscribed }).waitFor();
    expect((await storedSubscriber(suite.site.testApp.db, email))?.status).toBe('unsubscribed');
    await context.close();
  });
});
