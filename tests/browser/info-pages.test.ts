import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, openPage, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';

/** About, Contact, Privacy and Terms in a real browser (spec §2, §4, §8): hydration, navigation, the contact form. */

const suite = browserSuite({ stories: 40 });
const openTab = sharedTab(suite);

const CONTACT_API = '**/api/public/contact';
const PAGES = ['/en/about/AboutUS', '/en/about/contact', '/en/about/privacy', '/en/about/terms'];

function problemsExcept(watched: WatchedPage, expected: RegExp): string[] {
  return watched.problems.filter((problem) => !expected.test(problem));
}

interface ContactRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
}

const rowsWithSubject = (subject: string) =>
  suite.site.testApp.db.query<ContactRow>('SELECT name, email, subject, message, lang FROM contact_messages WHERE subject = $1', [subject]);
const mailsWithSubject = (subject: string) =>
  suite.site.testApp.db.query<{ recipient: string; reply_to: string | null }>("SELECT recipient, reply_to FROM outbox WHERE kind = 'contact' AND subject LIKE $1", [`%${subject}`]);

async function fillContact(page: Page, values: { name: string; email: string; subject: string; message: string }): Promise<void> {
  await page.locator('#xn-contact-name').fill(values.name);
  await page.locator('#xn-contact-email').fill(values.email);
  await page.locator('#xn-contact-subject').fill(values.subject);
  await page.locator('#xn-contact-message').fill(values.message);
}

async function openContact(width: number = WIDTHS.desktop, lang = 'en'): Promise<WatchedPage> {
  const watched = await openTab(width);
  await gotoHydrated(watched.page, `${suite.site.baseUrl}/${lang}/about/contact`);
  return watched;
}

describe('server rendering and hydration', () => {
  it.each(['en', 'cn', 'fr'])('hydrates the four pages in %s without warnings and without fetching', async (lang) => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const fetched: string[] = [];
    watched.page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) fetched.push(request.url());
    });
    for (const path of PAGES) {
      const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${path.replace('/en/', `/${lang}/`)}`);
      // Hydrated, and drawn since: a fetch the hydrated page started would have been asked for by now.
      await afterNextFrames(watched.page);
      expect(response?.status(), path).toBe(200);
      // Rendered whole on the server: no loading text, at any moment.
      const main = /<main\b[^>]*>(.*?)<\/main>/s.exec((await response?.text()) ?? '')?.[1] ?? '';
      expect(main.length).toBeGreaterThan(1000);
      expect(main).not.toMatch(/Loading( About Page| content| Privacy Policy| Terms of Service)?\.\.\./);
    }
    expect(fetched).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('moves between the info pages and on to the archive on the client, without full loads', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/about/AboutUS`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/en/about/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.title()).toBe('Contact Us | xnews');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/en/about/privacy');
    await page.getByText('Last Updated: May 3, 2025').waitFor();
    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
    await page.waitForURL('**/en/about/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.xnews.com/en/about/terms');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/en/about/AboutUS');
    await page.locator('main').getByRole('link', { name: 'View News Archive' }).click();
    await page.waitForURL('**/en/news/archive');
    await page.getByRole('heading', { level: 1, name: 'News Archive' }).waitFor();
    expect(documents).toEqual([]);
    expectNoProblems(watched);
  });
});

describe('the contact form', () => {
  it('sends the message for real, thanks the sender and empties the form', async () => {
    const watched = await openContact();
    const { page } = watched;
    const subject = `Correction request ${Date.now()}`;
    await fillContact(page, { name: 'Grace Reader', email: 'grace@example.com', subject, message: 'The date in your story about the summit is wrong.' });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/public/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(200);
    const panel = page.getByRole('status').filter({ hasText: 'Thank you for your message! We will get back to you soon.' });
    await panel.waitFor();
    // The focus moves to the answer, as the button was disabled under it.
    expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
    for (const field of ['name', 'email', 'subject', 'message']) expect(await page.locator(`#xn-contact-${field}`).inputValue()).toBe('');
    expect(await rowsWithSubject(subject)).toEqual([
      { name: 'Grace Reader', email: 'grace@example.com', subject, message: 'The date in your story about the summit is wrong.', lang: 'en' },
    ]);
    expect(await mailsWithSubject(subject)).toEqual([{ recipient: 'contact@xnews.com', reply_to: expect.stringContaining('grace@example.com') }]);
    expectNoProblems(watched);
  });

  it("shows 'Sending...' on a disabled button while the message is on its way, in the page's language", async () => {
    const watched = await openContact(WIDTHS.phone, 'fr');
    const { page } = watched;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_API, async (route) => {
      await held;
      await route.continue();
    });
    const subject = `Question ${Date.now()}`;
    await fillContact(page, { name: 'Jeanne Lectrice', email: 'jeanne@example.fr', subject, message: 'Publiez-vous des podcasts ?' });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    const button = page.locator('.xn-contact-submit');
    await page.waitForFunction(() => document.querySelector('.xn-contact-submit')?.textContent === 'Envoi en cours...');
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.getByText('Merci pour votre message ! Nous vous répondrons très bientôt.').waitFor();
    expect(await button.textContent()).toBe('Envoyer le message');
    expect(await button.isDisabled()).toBe(false);
    expect((await rowsWithSubject(subject)).map((row) => row.lang)).toEqual(['fr']);
    expectNoProblems(watched);
  });

  it('shows the fields the server refused beside them, with the error panel', async () => {
    const watched = await openContact();
    const { page } = watched;
    const subject = `Refused ${Date.now()}`;
    // Spaces satisfy the browser's required check; the server trims them and refuses the name.
    await fillContact(page, { name: '   ', email: 'someone@example.com', subject, message: 'Hello' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'An error occurred while submitting the form. Please try again.' }).waitFor();
    const name = page.locator('#xn-contact-name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Please enter your name.');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('#xn-contact-email').getAttribute('aria-invalid')).toBeNull();
    // Typing a name clears its message; the other values stay for the next try.
    await name.fill('Ada');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#xn-contact-subject').inputValue()).toBe(subject);
    expect(await rowsWithSubject(subject)).toEqual([]);
    expect(problemsExcept(watched, /status of 400/)).toEqual([]);
  });

  it('shows the error panel when the service is down, and keeps what was typed', async () => {
    const watched = await openContact(WIDTHS.desktop, 'cn');
    const { page } = watched;
    await page.route(CONTACT_API, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'service_unavailable', message: 'down' }) }),
    );
    await fillContact(page, { name: '李雷', email: 'lilei@example.cn', subject: '问题', message: '你好' });
    await page.getByRole('button', { name: '发送留言' }).click();
    await page.getByRole('alert').filter({ hasText: '提交表单时出错，请重试。' }).waitFor();
    expect(await page.locator('#xn-contact-message').inputValue()).toBe('你好');
    expect(await page.getByRole('status').filter({ hasText: '感谢您的留言' }).count()).toBe(0);
    expect(problemsExcept(watched, /status of 503/)).toEqual([]);
  });

  it('says clearly when too many messages were sent', async () => {
    const watched = await openContact(WIDTHS.desktop, 'es');
    const { page } = watched;
    await page.route(CONTACT_API, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'rate_limited', message: 'Too many messages' }) }),
    );
    await fillContact(page, { name: 'Lucía', email: 'lucia@example.es', subject: 'Hola', message: 'Una pregunta' });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByRole('alert').filter({ hasText: 'Has enviado demasiados mensajes. Espera unos minutos y vuelve a intentarlo.' }).waitFor();
    expect(problemsExcept(watched, /status of 429/)).toEqual([]);
  });

  it('keeps the honeypot out of the way of people and of the keyboard', async () => {
    const watched = await openContact(WIDTHS.phone);
    const { page } = watched;
    const trap = page.locator('input[name="website"]');
    const box = await trap.evaluate((element) => {
      const wrapper = element.closest('[aria-hidden="true"]');
      const rect = wrapper?.getBoundingClientRect();
      return { hidden: wrapper !== null, width: rect?.width, right: rect?.right };
    });
    expect(box.hidden).toBe(true);
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.right).toBeLessThanOrEqual(0);
    expect(await page.locator('form.xn-contact-form').getByRole('textbox').count()).toBe(4);
    await page.locator('#xn-contact-message').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('xn-contact-submit');
    expectNoProblems(watched);
  });
});

describe('accessibility', () => {
  it.each([WIDTHS.phone, WIDTHS.desktop])('has no serious or critical axe violation at %i px, the contact panels included', async (width) => {
    const watched = await openTab(width);
    const { page } = watched;
    for (const path of [...PAGES, '/tw/about/privacy']) {
      await gotoHydrated(page, `${suite.site.baseUrl}${path}`);
      await expectAccessible(page);
    }
    // With the field errors and the error panel showing.
    await gotoHydrated(page, `${suite.site.baseUrl}/en/about/contact`);
    await page.route(CONTACT_API, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_contact', message: 'x', fields: { email: 'bad', message: 'missing' } }) }),
    );
    await fillContact(page, { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('.xn-field-error').first().waitFor();
    expect(await page.locator('.xn-field-error').allTextContents()).toEqual(['Please enter a valid email address, such as name@example.com.', 'Please enter your message.']);
    await expectAccessible(page);
    // And with the success panel.
    await page.route(CONTACT_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your message!' }).waitFor();
    await expectAccessible(page);
    expect(problemsExcept(watched, /status of 400/)).toEqual([]);
  });
});
