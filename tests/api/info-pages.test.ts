import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HREFLANG, LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import { createTestApp, type TestApp } from '../support/test-app';

/** About, Contact, Privacy and Terms as the server renders them (spec §2), in all five languages. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const t = (lang: LangCode) => testApp.site.translations[lang];

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The page's main element, without the header, the footer and the translations shipped in the bootstrap JSON. */
function mainOf(page: string): string {
  return /<main\b[^>]*>(.*?)<\/main>/s.exec(page)?.[1] ?? '';
}

/** The opening tag of the element with this id. */
function openingTag(page: string, id: string): string {
  return new RegExp(`<(input|textarea)\\b[^>]*\\bid="${id}"[^>]*>`).exec(page)?.[0] ?? `(no element #${id})`;
}

const LOADING_TEXTS = ['Loading About Page...', 'Loading content...', 'Loading Privacy Policy...', 'Loading Terms of Service...', 'Loading...'];

function expectHead(page: string, lang: LangCode, path: string, title: string): void {
  expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${HREFLANG[lang]}"`));
  expect(page).toContain(`<title>${html(title)} | xnews</title>`);
  expect(page).toContain(`<link rel="canonical" href="https://www.xnews.com${path}"/>`);
  for (const other of LANGUAGE_CODES) {
    expect(page).toContain(`hrefLang="${HREFLANG[other]}" href="https://www.xnews.com${path.replace(`/${lang}/`, `/${other}/`)}"`);
  }
  expect(page).toContain('name="robots" content="index, follow');
}

/** Rendered on the server with their content: none of the client's loading texts. */
function expectNoLoadingText(main: string): void {
  for (const text of LOADING_TEXTS) expect(main).not.toContain(text);
}

function expectTrendingBreadcrumb(main: string, lang: LangCode, title: string): void {
  expect(main).toMatch(new RegExp(`<a href="/${lang}/news/list/trending"[^>]*>${html(t(lang).navigations.header.trending)}</a>`));
  expect(main).toContain(`aria-current="page"`);
  expect(main).toMatch(new RegExp(`<h1 class="xn-breadcrumb-heading"><a[^>]*>${html(title)}</a></h1>`));
}

describe('About, /{lang}/about/AboutUS', () => {
  it.each(LANGUAGE_CODES)('in %s, shows the whole page', async (lang) => {
    const response = await get(`/${lang}/about/AboutUS`);
    expect(response.status).toBe(200);
    const { about, home } = t(lang).navigations;
    expectHead(response.text, lang, `/${lang}/about/AboutUS`, about.title);
    const main = mainOf(response.text);
    expectTrendingBreadcrumb(main, lang, about.title);
    for (const text of [
      about.description, about.realTimeTitle, about.realTimeContent, about.unbiasedTitle, about.unbiasedContent, about.accurateTitle,
      about.accurateContent, about.coverageTitle, ...about.coverageList, about.archiveTitle, about.archiveContent, about.whyChooseTitle,
      ...about.whyChooseList, about.conclusion,
    ]) {
      expect(main).toContain(html(text));
    }
    expect(main.match(/<li class="xn-about-feature">/g)).toHaveLength(3);
    expect(main).toMatch(new RegExp(`<a class="xn-button" href="/${lang}/news/archive"[^>]*>${html(home.viewArchive)}</a>`));
    expectNoLoadingText(main);
  });

  it.each(['/en/about/aboutus', '/en/about/ABOUTUS', '/en/about/AboutUs'])('answers %s with the page, whose canonical address is /en/about/AboutUS', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<link rel="canonical" href="https://www.xnews.com/en/about/AboutUS"/>');
    expect(mainOf(response.text)).toContain(html(t('en').navigations.about.conclusion));
  });

  it('sends /about/aboutus without a prefix to English', async () => {
    const response = await get('/about/aboutus');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/en/about/aboutus');
  });
});

describe('Contact, /{lang}/about/contact', () => {
  it.each(LANGUAGE_CODES)('in %s, shows the details and the form', async (lang) => {
    const response = await get(`/${lang}/about/contact`);
    expect(response.status).toBe(200);
    const { contact } = t(lang).navigations;
    expectHead(response.text, lang, `/${lang}/about/contact`, contact.title);
    const main = mainOf(response.text);
    expectTrendingBreadcrumb(main, lang, contact.title);
    expect(main).toContain(html(contact.description));
    expect(main).toContain(html(contact.location));
    expect(main).toContain(html(contact.followUs));
    // The email line, 'Email: {email}', with the configured address as a link.
    const [before = ''] = contact.emailLine.split('{email}');
    expect(main).toContain(`${html(before)}<a href="mailto:contact@xnews.com">contact@xnews.com</a>`);
    expect(main).toMatch(/<a href="https:\/\/x\.com\/xnews"[^>]*>X<\/a>/);
    expect(main).toMatch(/<a href="https:\/\/www\.facebook\.com\/xnews"[^>]*>Facebook<\/a>/);

    for (const [field, label] of [['name', contact.name], ['email', contact.email], ['subject', contact.subject], ['message', contact.message]] as const) {
      expect(main).toContain(`<label for="xn-contact-${field}">${html(label)}</label>`);
      const tag = openingTag(main, `xn-contact-${field}`);
      expect(tag).toContain(`name="${field}"`);
      expect(tag).toContain('required=""');
    }
    expect(openingTag(main, 'xn-contact-email')).toContain('type="email"');
    expect(openingTag(main, 'xn-contact-message')).toMatch(/^<textarea .*rows="5"/);
    // The honeypot: hidden from people and assistive technology, out of the tab order, never autofilled.
    const trap = /<div class="xn-contact-trap" aria-hidden="true">(.*?)<\/div>/.exec(main)?.[1] ?? '';
    expect(trap).toMatch(/^<label for="xn-contact-website">[^<]+<\/label><input /);
    const honeypot = openingTag(trap, 'xn-contact-website');
    for (const attribute of ['name="website"', 'tabindex="-1"', 'autoComplete="off"', 'value=""']) expect(honeypot).toContain(attribute);
    expect(main).toContain(`<button type="submit" class="xn-button xn-contact-submit">${html(contact.submit)}</button>`);
    expect(main).not.toContain(html(contact.success));
    expect(main).not.toContain(html(contact.error));
    expectNoLoadingText(main);
  });

  it('quotes the spec texts of the form in English', () => {
    const { contact } = t('en').navigations;
    expect(contact.sending).toBe('Sending...');
    expect(contact.success).toBe('Thank you for your message! We will get back to you soon.');
    expect(contact.error).toBe('An error occurred while submitting the form. Please try again.');
  });
});

describe('Privacy and Terms, /{lang}/about/privacy and /{lang}/about/terms', () => {
  const cases = LANGUAGE_CODES.flatMap((lang) => (['privacy', 'terms'] as const).map((kind) => [lang, kind] as const));

  it.each(cases)('in %s, shows the whole %s page', async (lang, kind) => {
    const response = await get(`/${lang}/about/${kind}`);
    expect(response.status).toBe(200);
    const policy = t(lang)[kind];
    expectHead(response.text, lang, `/${lang}/about/${kind}`, policy.title);
    const main = mainOf(response.text);
    expectTrendingBreadcrumb(main, lang, policy.title);
    expect(main).toContain(`<p class="xn-policy-updated">${html(policy.lastUpdated)}</p>`);
    expect(main).toContain(html(policy.introduction));
    for (const section of policy.sections) {
      expect(main).toContain(`>${html(section.title)}</h2>`);
      expect(main).toContain(html(section.description));
      for (const entry of section.list ?? []) expect(main).toContain(`<li>${html(entry)}</li>`);
    }
    // The children's age limit (spec §2).
    expect(main).toMatch(/(^|\D)13(\D|$)/);
    expectNoLoadingText(main);
  });

  it.each(['privacy', 'terms'] as const)('dates the English %s page Last Updated: May 3, 2025', async (kind) => {
    const main = mainOf((await get(`/en/about/${kind}`)).text);
    expect(main).toContain('<p class="xn-policy-updated">Last Updated: May 3, 2025</p>');
  });

  it('takes any case of the page name, with a lowercase canonical address', async () => {
    const response = await get('/fr/about/Privacy');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<link rel="canonical" href="https://www.xnews.com/fr/about/privacy"/>');
  });
});

describe('what is not an info page', () => {
  it.each(['/en/about/whatever', '/cn/about/cookies', '/xx/about/contact', '/xx/about/AboutUS', '/xx/about/privacy'])('answers %s with the not-found page and 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const lang = path.startsWith('/cn/') ? 'cn' : 'en';
    expect(mainOf(response.text)).toContain(`<h1>${html(t(lang).navigations.notFound.title)}</h1>`);
    expect(response.text).toContain('name="robots" content="noindex');
  });
});
