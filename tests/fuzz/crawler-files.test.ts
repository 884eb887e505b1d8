import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWS_TYPES } from '../../shared/taxonomy';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { checkProperty } from './support/fuzz-property';
import { hostileQuery, hostileSegment, segmentOr } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/**
 * Fuzzing what programs fetch: sitemaps, RSS, robots.txt, the site's config and
 * translations, demo images, hashed assets, metrics and the health probes.
 */
const fuzz = fuzzSuite();

/** Every address of these files, each part valid or hostile. */
function filePath(month: string, asset: string): fc.Arbitrary<string> {
  const lang = segmentOr(LANGUAGE_CODES);
  return fc.oneof(
    fc.constantFrom('/sitemap.xml', '/sitemaps/pages.xml', '/news-sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/metrics', '/xnews/config.json'),
    fc.tuple(lang, segmentOr([`${month}.xml`, `${month}-2.xml`, '202504.xml', '999999-999999.xml', '202504-1.xml', '202504-0.xml'])).map(([l, file]) => `/sitemaps/${l}/${file}`),
    segmentOr(LANGUAGE_CODES.map((code) => `${code}.xml`)).map((file) => `/rss/${file}`),
    fc.tuple(lang, segmentOr(NEWS_TYPES.map((type) => `${type}.xml`))).map(([l, file]) => `/rss/${l}/${file}`),
    segmentOr(LANGUAGE_CODES.map((code) => `messages_${code}.json`)).map((file) => `/xnews/locales/${file}`),
    segmentOr(['favicon.png', 'favicon.svg', 'logo-600x60.png']).map((file) => `/xnews/${file}`),
    fc.tuple(segmentOr([fuzz().image.split('/')[2] ?? '']), segmentOr(['large', 'medium', 'small'])).map(([hash, name]) => `/media/${hash}/${name}`),
    segmentOr([asset]).map((file) => `/assets/${file}`),
    fc.tuple(fc.constantFrom('sitemaps', 'rss', 'xnews', 'media', 'assets'), fc.array(hostileSegment, { minLength: 1, maxLength: 3 })).map(([prefix, rest]) => `/${prefix}/${rest.join('/')}`),
  );
}

describe('sitemaps, feeds, site files, images, assets, metrics and health', () => {
  it('answer any address and query with the file or a JSON 4xx, and never a file from outside', async () => {
    const asset = loadAssetManifest().entry.split('/').pop() ?? '';
    await checkProperty({ seed: 70601, numRuns: 120 }, filePath(fuzz().month, asset), hostileQuery(['name', 'page', 'lang']), async (path, query) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: query ? `${path}?${query}` : path });
      expect([200, 301, 304, 400, 403, 404, 416]).toContain(response.status);
    });
  });

  it('answer any Range, If-None-Match and Accept-Encoding', async () => {
    const headers = fc.record(
      {
        Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'bytes=abc', 'items=0-1', `bytes=${'0-1,'.repeat(500)}0-1`),
        'If-None-Match': fc.constantFrom('*', '"x"', 'W/"x"', ',,,', '"', 'x'.repeat(3000)),
        'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'not a date', '9999999999999'),
        'Accept-Encoding': fc.constantFrom('br', 'gzip;q=0', '*', 'identity;q=0, *;q=0', 'x'.repeat(1000)),
      },
      { requiredKeys: [] },
    );
    const asset = loadAssetManifest().entry.split('/').pop() ?? '';
    await checkProperty({ seed: 70602, numRuns: 60 }, filePath(fuzz().month, asset), headers, async (path, sent) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path, headers: sent });
      expect([200, 206, 301, 304, 400, 403, 404, 406, 412, 416]).toContain(response.status);
    });
  });
});
