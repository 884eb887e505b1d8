import { AsyncLocalStorage } from 'node:async_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { articlePath } from '../../shared/routes';
import { policyPath } from '../../shared/routes/info-paths';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
const story = newsItem({ type: 'world', subtype: 'War', trendingScore: 90 });
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [story]);
});
afterAll(() => testApp.close());

describe('serving pages and answers', () => {
  // On Node 20 the first AsyncLocalStorage that runs puts a promise hook on every promise the
  // process makes from then on: an uncached page cost about a sixth more CPU (decision 013).
  it('never runs an AsyncLocalStorage, whatever the page, cached or not', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const paths = ['/en/news/list/world', articlePath('en', story.title, story.id), policyPath('fr', 'privacy'), '/en/news/archive', '/en/news/analysis/no-such-story-1', '/api/public/xnews/list?lang=en'];
      for (const path of [...paths, ...paths]) {
        const response = await request(testApp.app).get(path);
        expect(response.status, path).toBeLessThan(500);
      }
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
