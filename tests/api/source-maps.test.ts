import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { readEnv } from '../../server/env';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* The maps publish the whole client source with its comments: served only when an operator says so. */

const manifest = loadAssetManifest();
const entry = manifest.entry.replace('/assets/', '');
let hidden: TestApp;
let published: TestApp;

beforeAll(async () => {
  hidden = await createTestApp({ ingestToken: TEST_INGEST_TOKEN });
  published = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, db: hidden.db, publicSourceMaps: true });
});
afterAll(() => hidden.close());

describe('source maps', () => {
  it('are written beside the build for error reporting, out of the served folder, and not named by the scripts', () => {
    const map = JSON.parse(readFileSync(join(manifest.mapsDir, `${entry}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.includes('client/entry-client.tsx'))).toBe(true);
    expect(existsSync(join(manifest.dir, `${entry}.map`))).toBe(false);
    expect(readFileSync(join(manifest.dir, entry), 'utf8')).not.toContain('sourceMappingURL');
  });

  it('are not served by default, and the scripts name none', async () => {
    const script = await request(hidden.app).get(`/assets/${entry}`);
    expect(script.status).toBe(200);
    expect(script.headers.sourcemap).toBeUndefined();
    const map = await request(hidden.app).get(`/assets/${entry}.map`);
    expect(map.status).toBe(404);
    expect(map.body).toMatchObject({ error: 'not_found' });
  });

  it('are served and named in a SourceMap header when an operator publishes them (SOURCE_MAPS=public)', async () => {
    const script = await request(published.app).get(`/assets/${entry}`).set('Accept-Encoding', 'br');
    expect(script.status).toBe(200);
    expect(script.headers.sourcemap).toBe(`${entry}.map`);
    const map = await request(published.app).get(`/assets/${entry}.map`);
    expect(map.status).toBe(200);
    expect(map.headers['cache-control']).toContain('immutable');
    expect(JSON.parse(map.text as string)).toMatchObject({ version: 3 });
  });
});

describe('licence notices', () => {
  it('of the bundled libraries are in a .LEGAL.txt beside each script that bundles one, named by it and served', async () => {
    // The code that hydrates the page bundles React; the entry (decision 032) bundles no library.
    const hydrating = (built: ReturnType<typeof loadAssetManifest>) => built.modules['client/hydrate-page.tsx']?.[0] ?? '(none)';
    const production = loadAssetManifest('client');
    const script = readFileSync(join(production.dir, hydrating(production).replace('/assets/', '')), 'utf8');
    const named = /\/\*! For license information please see (\S+\.LEGAL\.txt) \*\/\s*$/.exec(script)?.[1];
    expect(named, 'the hydrating code names its notices').toBeDefined();
    expect(script).not.toContain('@license');
    expect(named).toBe(`${hydrating(production)}.LEGAL.txt`);
    expect(readFileSync(join(production.dir, (named ?? '').replace('/assets/', '')), 'utf8')).toContain('@license React');
    expect(readFileSync(join(production.dir, production.entry.replace('/assets/', '')), 'utf8')).not.toContain('For license information');
    const served = await request(hidden.app).get(`${hydrating(manifest)}.LEGAL.txt`);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Copyright (c) Meta Platforms');
  });
});

describe('SOURCE_MAPS', () => {
  it('is off unless set to public, and refuses anything else', () => {
    expect(readEnv({}).publicSourceMaps).toBe(false);
    expect(readEnv({ SOURCE_MAPS: 'public' }).publicSourceMaps).toBe(true);
    expect(() => readEnv({ SOURCE_MAPS: 'yes' })).toThrow("SOURCE_MAPS must be public or unset, got 'yes'");
  });
});
