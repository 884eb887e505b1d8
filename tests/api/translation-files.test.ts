import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionOf, shellOf } from '../../shared/message-sections';
import { translationFiles } from '../../server/bff/translation-files';
import { loadSite } from '../../server/site/load-site';
import { policyPath } from '../../shared/routes/info-paths';
import { addressesIn, ENTRY_LOADS } from '../../shared/entry-loads';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);

interface PageFiles {
  inlineKeys: unknown[][];
  files: { queryKey: unknown[]; href: string }[];
  /** What the entry script preloads once the page has loaded, as fetch() asks for it (client/entry-client.tsx). */
  preloads: string[];
}

async function pageFiles(path: string): Promise<PageFiles> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const { document } = new JSDOM(response.text).window;
  const bootstrap = JSON.parse(document.getElementById('__XNEWS__')?.textContent ?? 'null') as {
    queries: { queries: { queryKey: unknown[] }[]; files: PageFiles['files'] };
  };
  const preloads = addressesIn(document.querySelector(`head script[type="module"][${ENTRY_LOADS.files}]`)?.getAttribute(ENTRY_LOADS.files));
  return { inlineKeys: bootstrap.queries.queries.map((query) => query.queryKey), files: bootstrap.queries.files, preloads };
}

describe('the translations a page’s first load fetches (decision 030)', () => {
  it('are named by the page and preloaded by its entry, not carried in its inline state', async () => {
    const page = await pageFiles('/fr/news/list/world');
    expect(page.inlineKeys.filter((key) => key[0] === 'messages')).toEqual([]);
    expect(page.files).toEqual([{ queryKey: ['messages', 'fr'], href: expect.stringMatching(/^\/xnews\/locales\/fr\/shell\.json\?v=[\w-]{16}$/) }]);
    expect(page.preloads).toEqual([page.files[0]?.href ?? '']);
  });

  it('serve the shell a page names as it renders it, for good', async () => {
    const [file] = (await pageFiles('/cn/news/list/trending')).files;
    const response = await get(file?.href ?? '');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toEqual(shellOf(testApp.site.translations.cn));
  });

  it('name the sections a page uses too, each a file of its own', async () => {
    const page = await pageFiles(policyPath('es', 'privacy'));
    expect(page.files.map((file) => file.queryKey)).toEqual(expect.arrayContaining([['messages', 'es'], ['messages', 'es', 'privacy']]));
    expect(page.preloads).toEqual(expect.arrayContaining(page.files.map((file) => file.href)));
    const privacy = page.files.find((file) => file.queryKey[2] === 'privacy');
    expect(privacy?.href).toMatch(/^\/xnews\/locales\/es\/privacy\.json\?v=[\w-]{16}$/);
    expect((await get(privacy?.href ?? '')).body).toEqual(sectionOf(testApp.site.translations.es, 'privacy'));
  });

  it('give the current text, kept for five minutes, at an address without the hash or with another', async () => {
    for (const path of ['/xnews/locales/en/search.json', '/xnews/locales/en/search.json?v=older']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('public, max-age=300');
      expect(response.body, path).toEqual(sectionOf(testApp.site.translations.en, 'search'));
    }
  });

  it('answer 404 in JSON for a part or a language the site does not have', async () => {
    for (const path of ['/xnews/locales/en/nothing.json', '/xnews/locales/de/shell.json', '/xnews/locales/en/shell.txt', '/xnews/locales/en/toString.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.error, path).toBe('not_found');
    }
  });

  it('change their address when their text changes, so a browser never keeps an old one', () => {
    const site = loadSite('xnews');
    const before = translationFiles(site).hrefOf(['messages', 'en']);
    const edited = { ...site, translations: { ...site.translations, en: { ...site.translations.en, common: { ...site.translations.en.common, loading: 'Loading…' } } } };
    const after = translationFiles(edited).hrefOf(['messages', 'en']);
    expect(after).not.toBe(before);
    expect(translationFiles(edited).hrefOf(['news-list', 'en'])).toBeUndefined();
    expect(translationFiles(site).hrefOf(['messages', 'en', 'search'])).toMatch(/^\/xnews\/locales\/en\/search\.json\?v=/);
  });
});
