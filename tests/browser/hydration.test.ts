import { describe, expect, it } from 'vitest';
import { browserSuite, expectNoProblems, openPage, WIDTHS } from '../support/browser';

const suite = browserSuite();

describe('server rendering and hydration', () => {
  it.each(Object.entries(WIDTHS))('hydrates a list page at %s width without warnings or refetching its data', async (_name, width) => {
    const watched = await openPage(suite.browser, width);
    const apiCalls: string[] = [];
    watched.page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    const response = await watched.page.goto(`${suite.site.baseUrl}/en/news/list/world`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The server's HTML already holds the stories; the hydrated page fetched none of them again.
    const serverHtml = await response?.text();
    expect(serverHtml).toContain('<html lang="en"');
    expect(apiCalls).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('navigates on the client with the same query hooks, without a full load', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    await watched.page.goto(`${suite.site.baseUrl}/en/news/list/world`, { waitUntil: 'networkidle' });
    const documents: string[] = [];
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const listCall = watched.page.waitForRequest((request) => request.url().includes('/api/public/xnews/list') && request.url().includes('type=trending'));
    await watched.page.locator('header a[href="/en/news/list/trending"]').first().click();
    await listCall;
    await watched.page.waitForURL('**/en/news/list/trending');
    expect(documents).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
