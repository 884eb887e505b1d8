import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createLogger } from '../../server/logger';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { freshIp } from './accounts';
import { browserSuite, gotoHydrated, sharedTab, started, type BrowserSuite, type OpenTab, type WatchedPage } from './browser';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';

/** What an account browser test works with: the site, its mail server, and Chromium. */
export interface AccountSite extends BrowserSuite {
  readonly smtp: TestSmtpServer;
  /** The file's one tab (sharedTab), which openAccountPage hands each test. */
  readonly openTab: OpenTab;
}

/**
 * For one browser test file: a site whose mail goes to a real SMTP server on loopback, and a
 * browser, started before the file's tests and closed after them.
 */
export function accountSiteSuite(): AccountSite {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  // Registered after the mail server's hooks, so started once it is up and closed before it.
  const suite = browserSuite(() => ({ stories: 10, app: { mailer: smtpMailer(started(smtp, 'mail server').url, 'xnews <no-reply@xnews.com>', createLogger('silent')) } }));
  const openTab = sharedTab(suite);
  return {
    openTab,
    get smtp() {
      return started(smtp, 'mail server');
    },
    get site() {
      return suite.site;
    },
    get browser() {
      return suite.browser;
    },
  };
}

/**
 * The file's tab, wiped of the last test's session (sharedTab), from a client address of its own
 * (the account rate limits count per address), at path, answered 200 and hydrated, so that the
 * forms are React's before a test fills them. The tab is not the test's to close.
 */
export async function openAccountPage(suite: AccountSite, width: number, path: string): Promise<WatchedPage> {
  const watched = await suite.openTab(width, 900, { clientIp: freshIp() });
  const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return watched;
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The text of the element that has the focus. */
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Pastes text into the focused field through the clipboard, as a reader's Ctrl+V does. */
export async function paste(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** An input's value and its caret (null while a range is selected). */
const valueAndCaret = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => ({ value: element.value, caret: element.selectionStart === element.selectionEnd ? element.selectionStart : null }));

/**
 * Spec §5's numeric-only phone input, driven from the keyboard as a reader would: what is typed,
 * pasted or committed by an input method keeps only its digits, the caret stays where the reader
 * put it, and the arrows and Backspace work as ever. The input is empty and focused before, and
 * empty and focused after.
 */
export async function expectDigitsOnlyPhoneInput(page: Page, input: Locator): Promise<void> {
  await expect(input.evaluate((element: HTMLInputElement) => [element.type, element.inputMode, element.pattern])).resolves.toEqual(['tel', 'numeric', '[0-9]*']);
  await page.keyboard.type('12ab34');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '1234', caret: 4 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('x');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '1234', caret: 2 });
  await page.keyboard.type('9');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '12934', caret: 3 });
  await page.keyboard.press('Backspace');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '1234', caret: 2 });
  await page.keyboard.press('End');
  await paste(page, ' (555) 12-34');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '12345551234', caret: 11 });
  // The whole number pasted over it, in its international form: the field takes the national digits.
  await page.keyboard.press('ControlOrMeta+A');
  await paste(page, '+1 (555) 12-34');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '5551234', caret: 7 });

  // An input method's full-width text stands while it is being composed, and is committed as digits.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '８ｘ９', selectionStart: 3, selectionEnd: 3 });
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '5551234８ｘ９', caret: 10 });
  await cdp.send('Input.insertText', { text: '８ｘ９' });
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '555123489', caret: 9 });
  await cdp.detach();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(valueAndCaret(input)).resolves.toEqual({ value: '', caret: 0 });
}
