import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createLogger } from '../../server/logger';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { freshIp } from './accounts';
import { launchBrowser, openPage, startSite, waitForHydration, type SiteUnderTest, type WatchedPage } from './browser';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';

/** What an account browser test works with: the site, its mail server, and Chromium. */
export interface AccountSite {
  smtp: TestSmtpServer;
  site: SiteUnderTest;
  browser: Browser;
}

/**
 * For one browser test file: a site whose mail goes to a real SMTP server on loopback, and a
 * browser, started before the file's tests (the fields are filled then) and closed after them.
 */
export function accountSiteSuite(): AccountSite {
  const suite = {} as AccountSite;
  beforeAll(async () => {
    suite.smtp = await startSmtpServer();
    [suite.site, suite.browser] = await Promise.all([
      startSite({ stories: 10, app: { mailer: smtpMailer(suite.smtp.url, 'xnews <no-reply@xnews.com>', createLogger('silent')) } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
    await suite.smtp?.close();
  });
  return suite;
}

/**
 * A tab of its own, from a client address of its own (the account rate limits count per address),
 * at path, answered 200 and hydrated, so that the forms are React's before a test fills them.
 */
export async function openAccountPage(suite: AccountSite, width: number, path: string): Promise<WatchedPage> {
  const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
  const response = await watched.page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await waitForHydration(watched.page);
  return watched;
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The text of the element that has the focus. */
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
