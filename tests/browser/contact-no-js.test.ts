import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, gotoHydrated, newTestContext, openPage, WIDTHS } from '../support/browser';

/**
 * The contact form with JavaScript off (progressive enhancement): the browser posts it to the
 * page itself, and the server answers with the thanks or with the page again, nothing lost. Then
 * a page the server answered that way, hydrated with JavaScript on.
 */

const suite = browserSuite({ stories: 10 });

const rowsWithSubject = (subject: string) =>
  suite.site.testApp.db.query<{ name: string; email: string; message: string; lang: string }>(
    'SELECT name, email, message, lang FROM contact_messages WHERE subject = $1',
    [subject],
  );

interface Typed {
  name: string;
  email: string;
  subject: string;
  message: string;
}

async function fillContact(page: Page, values: Typed): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.locator(`#xn-contact-${field}`).fill(value);
}

async function fieldValues(page: Page): Promise<Typed> {
  const value = (field: string) => page.locator(`#xn-contact-${field}`).inputValue();
  return { name: await value('name'), email: await value('email'), subject: await value('subject'), message: await value('message') };
}

/**
 * A context without JavaScript, whose failed requests are recorded (there is no console to
 * watch). Chromium refuses the page's scripts there, which is the point; anything else is a fault.
 */
async function openWithoutJavaScript(lang: string): Promise<{ context: BrowserContext; page: Page; failed: string[] }> {
  const context = await newTestContext(suite.browser, { javaScriptEnabled: false, viewport: { width: WIDTHS.phone, height: 900 } });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (!request.url().endsWith('.js')) failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  const response = await page.goto(`${suite.site.baseUrl}/${lang}/about/contact`);
  expect(response?.status()).toBe(200);
  return { context, page, failed };
}

describe('the contact form without JavaScript', () => {
  it('sends the message and shows the thanks', async () => {
    const { context, page, failed } = await openWithoutJavaScript('en');
    const subject = `No script ${Date.now()}`;
    await fillContact(page, { name: 'Noah Script', email: 'noah@example.com', subject, message: 'Read with JavaScript off.\nTwo lines.' });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(303);
    await page.waitForURL('**/en/about/contact?sent=1');
    await page.getByRole('status').filter({ hasText: 'Thank you for your message! We will get back to you soon.' }).waitFor();
    expect(await fieldValues(page)).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(await rowsWithSubject(subject)).toEqual([{ name: 'Noah Script', email: 'noah@example.com', message: 'Read with JavaScript off.\nTwo lines.', lang: 'en' }]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('shows the message beside a refused email, in the page language, with everything typed kept', async () => {
    const { context, page, failed } = await openWithoutJavaScript('fr');
    const subject = `Sans script ${Date.now()}`;
    // An address the browser's own check lets through, and the server does not: no domain suffix.
    const typed = { name: 'Jeanne Lectrice', email: 'jeanne@exemple', subject, message: 'Bonjour,\nune question.' };
    await fillContact(page, typed);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await answer).status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'Une erreur' }).waitFor();
    expect(page.url()).toBe(`${suite.site.baseUrl}/fr/about/contact`);
    const email = page.locator('#xn-contact-email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
    );
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await fieldValues(page)).toEqual(typed);
    expect(await rowsWithSubject(subject)).toEqual([]);

    // Corrected and sent again from the same page.
    await email.fill('jeanne@exemple.fr');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.waitForURL('**/fr/about/contact?sent=1');
    await page.getByRole('status').filter({ hasText: 'Merci pour votre message' }).waitFor();
    expect((await rowsWithSubject(subject)).map((row) => [row.email, row.lang])).toEqual([['jeanne@exemple.fr', 'fr']]);
    expect(failed).toEqual([]);
    await context.close();
  });
});

describe('a page the server answered a form post with, then hydrated', () => {
  it('hydrates the thanks after the redirect without a warning, and sends the next message as JSON', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    const { page } = watched;
    await page.goto(`${suite.site.baseUrl}/tw/about/contact?sent=1`, { waitUntil: 'load' });
    const thanks = page.getByRole('status').filter({ hasText: '感謝您的來信' });
    // Hydrated: the effect that moves the focus to the answer has run.
    await page.waitForFunction(() => document.activeElement?.classList.contains('xn-contact-panel-success') === true);
    const subject = `再次留言 ${Date.now()}`;
    await fillContact(page, { name: '王小明', email: 'wang@example.tw', subject, message: '第二則訊息' });
    const json = page.waitForResponse((response) => response.url().endsWith('/api/public/contact'));
    await page.getByRole('button', { name: '送出訊息' }).click();
    expect((await json).status()).toBe(200);
    await thanks.waitFor();
    expect((await rowsWithSubject(subject)).map((row) => row.lang)).toEqual(['tw']);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('hydrates without a warning in the state it was rendered in, and sends the next try as JSON', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const { page } = watched;
    // Hydrated before typing: hydration could empty a field typed into before it.
    await gotoHydrated(page, `${suite.site.baseUrl}/en/about/contact`);
    const subject = `Before hydration ${Date.now()}`;
    const typed = { name: '   ', email: 'ada@example.com', subject, message: 'Sent as a browser sends a form.' };
    await fillContact(page, typed);
    // A native submission, as a form sent before the page's JavaScript has arrived would be.
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/en/about/contact'));
    await page.locator('form.xn-contact-form').evaluate((form) => HTMLFormElement.prototype.submit.call(form));
    expect((await answer).status()).toBe(400);

    const name = page.locator('#xn-contact-name');
    // Hydrated: the effect that moves the focus to the first field at fault has run.
    await page.waitForFunction(() => document.activeElement?.id === 'xn-contact-name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await name.getAttribute('aria-describedby')}`).textContent()).toBe('Please enter your name.');
    expect(await fieldValues(page)).toEqual(typed);

    await name.fill('Ada');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    const json = page.waitForResponse((response) => response.url().endsWith('/api/public/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await json).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Thank you for your message!' }).waitFor();
    // A fresh form, not the one the server filled in.
    expect(await fieldValues(page)).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(page.url()).toBe(`${suite.site.baseUrl}/en/about/contact`);
    expect((await rowsWithSubject(subject)).map((row) => row.name)).toEqual(['Ada']);
    // Only the 400 of the refused post itself.
    expect(watched.problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await watched.context.close();
  });
});
