import { describe, expect, it } from 'vitest';
import { afterNextFrames, browserSuite, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';

/** A page served from the page cache, rendered long before the reader arrives. */

const suite = browserSuite({ stories: 60 });

describe('a page from the page cache', () => {
  it('hydrates from its data without fetching it again, however old the copy is', async () => {
    const path = `${suite.site.baseUrl}/en/news/list/trending`;
    const first = await openPage(suite.browser, WIDTHS.desktop);
    // Its render is what the page cache keeps: the document is all this reader is for.
    await first.page.goto(path, { waitUntil: 'load' });
    await first.context.close();

    // The second reader's clock runs ten minutes after the render: far past the 30 s the query cache calls fresh.
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    await watched.page.clock.install({ time: Date.now() + 10 * 60_000 });
    const apiCalls: string[] = [];
    watched.page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    const response = await gotoHydrated(watched.page, path);
    expect(response?.status()).toBe(200);
    await watched.page.clock.runFor(2_000);
    // Hydrated, its timers run and drawn since: a fetch the page started would have been asked for by now.
    await afterNextFrames(watched.page);
    await expect.poll(() => watched.page.evaluate(() => document.querySelectorAll('article.xn-story').length)).toBeGreaterThan(1);
    expect(apiCalls).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
