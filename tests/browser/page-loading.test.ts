import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';

/** Spec §8's loading texts: shown while a page's code arrives after a client-side navigation, never on a server-rendered page. */

const suite = browserSuite({ stories: 40 });

/** From now on, every script is held back until release() is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('loading texts on client-side navigation', () => {
  it.each([
    ['/en/about/AboutUS', 'Loading About Page...', 'h1'],
    ['/en/about/privacy', 'Loading Privacy Policy...', 'h1'],
    ['/en/about/terms', 'Loading Terms of Service...', 'h1'],
    ['/fr/about/AboutUS', 'Chargement de la page À propos...', 'h1'],
  ])('going to %s shows %s until the page is there', async (path, text) => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const lang = path.slice(1, 3);
    // Hydrated, so that the link is followed on the client.
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/${lang}/news/archive`);
    expect(await watched.page.getByText(text).count()).toBe(0);
    const release = await holdScripts(watched.page);
    await watched.page.locator(`a[href="${path}"]`).first().click();
    await expect.poll(() => watched.page.getByRole('status').filter({ hasText: text }).count()).toBe(1);
    release();
    await watched.page.waitForURL(`${suite.site.baseUrl}${path}`);
    await expect.poll(() => watched.page.getByText(text).count()).toBe(0);
    expect(await watched.page.locator('main h1').count()).toBeGreaterThan(0);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('never shows on a server-rendered page', async () => {
    const html = await (await fetch(`${suite.site.baseUrl}/en/about/AboutUS`)).text();
    // The translations come in a file the page names (decision 030); the page itself must not show the text.
    const shown = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
    const shell = /data-files="[^"]*?(\/xnews\/locales\/en\/shell\.json\?v=[\w-]+)/.exec(html)?.[1];
    expect(shell).toBeDefined();
    expect(await (await fetch(`${suite.site.baseUrl}${shell}`)).text()).toContain('Loading About Page...');
    expect(shown).not.toContain('Loading About Page...');
    expect(shown).toContain('<h1');
  });
});
