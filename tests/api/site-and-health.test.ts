import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createLogger } from '../../server/logger';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('site files and navigation', () => {
  it('serves /{sitePath}/config.json', async () => {
    const response = await request(testApp.app).get('/xnews/config.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toMatchObject({ siteName: 'xnews', sitePath: 'xnews', languageCodes: ['en', 'cn', 'tw', 'es', 'fr'], archive_start_year_month: { year: 2025, month: 4 } });
  });

  it.each(['en', 'cn', 'tw', 'es', 'fr'])('serves /xnews/locales/messages_%s.json', async (lang) => {
    const response = await request(testApp.app).get(`/xnews/locales/messages_${lang}.json`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(testApp.site.translations[lang as 'en']);
    expect(Object.keys(response.body)).toEqual(expect.arrayContaining(['navigations', 'privacy', 'terms', 'archive']));
  });

  it('sends /favicon.ico, which browsers and crawlers ask for, on to the site\'s icon', async () => {
    const response = await request(testApp.app).get('/favicon.ico');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/xnews/favicon.png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const icon = await request(testApp.app).get(response.headers.location as string);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers 404 in JSON for a language that is not configured', async () => {
    const response = await request(testApp.app).get('/xnews/locales/messages_de.json');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
  });

  it('answers {navigations} at /api/public/nav/{lang}', async () => {
    const response = await request(testApp.app).get('/api/public/nav/cn');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['navigations']);
    expect(response.body.navigations).toEqual(testApp.site.translations.cn.navigations);
    expect((await request(testApp.app).get('/api/public/nav/de')).status).toBe(400);
  });
});

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await request(testApp.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(testApp.app).get('/readyz')).body).toEqual({ status: 'ready', database: 'ok' });
  });

  it('gives every response a request id, keeping a plain one the caller sent', async () => {
    const generated = await request(testApp.app).get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(testApp.app).get('/healthz').set('X-Request-Id', 'trace-123');
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await request(testApp.app).get('/healthz').set('X-Request-Id', 'spaced id {"forged":1}');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides the framework and sets nosniff', async () => {
    const response = await request(testApp.app).get('/api/public/xnews/list?size=1');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await request(testApp.app).get('/api/public/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: 'No endpoint at GET /api/public/nothing-here.' });
  });

  it('reports a database that does not answer as 503, without internals', async () => {
    const failing: Database = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('relation "secret_table" does not exist')),
      exec: () => Promise.reject(new Error('down')),
      transaction: () => Promise.reject(new Error('down')),
      close: () => Promise.resolve(),
    };
    const app = createApp({ db: failing, site: testApp.site, logger: createLogger('silent'), ingestToken: undefined, assets: loadAssetManifest() });
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: 'not_ready', message: 'The database does not answer.' });
    const list = await request(app).get('/api/public/xnews/list');
    expect(list.status).toBe(500);
    expect(list.body).toEqual({ error: 'internal_error', message: 'Something went wrong on our side; it has been logged.' });
    expect(list.text).not.toContain('secret_table');
  });
});
