import { describe, expect, it } from 'vitest';
import { newsListHandle } from '../../client/pages/news-list/news-list-handle';
import { ARTICLE_ONLY_PACKAGES, markersIn, packagesIn } from '../../scripts/bench/web/bundled-packages';
import { firstLoadScripts, totalGzip, type AssetFile } from '../../scripts/bench/web/first-load-js';
import { TARGETS } from '../../scripts/bench/web/web-targets';
import { loadAssetManifest } from '../../server/bff/asset-manifest';

/**
 * The production client that global setup has just built: what a list page's first load runs
 * is the entry, the list page's chunks (which the renderer preloads), and what they import.
 */
function listPageFirstLoad(): AssetFile[] {
  const assets = loadAssetManifest('client');
  const pageModule = newsListHandle.module;
  if (!pageModule) throw new Error('the list route handle names no page module, so its chunks are not preloaded');
  const pageChunks = assets.modules[pageModule];
  if (!pageChunks) throw new Error(`dist/client/manifest.json has no chunks for ${pageModule}`);
  return firstLoadScripts(assets.dir, [assets.entry, ...pageChunks]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-load JS of a list page', () => {
  it(`stays within ${kb(TARGETS.listPageJsGzipBytes)} gzipped`, () => {
    const scripts = listPageFirstLoad();
    const total = totalGzip(scripts);
    const breakdown = [
      ...scripts.map((script) => `  ${kb(script.gzipBytes).padStart(9)}  ${script.url}${script.discoveredLate ? ' (imported, not preloaded)' : ''}`),
      `  ${kb(total).padStart(9)}  total, budget ${kb(TARGETS.listPageJsGzipBytes)}`,
    ].join('\n');
    expect(total, `list page first-load JS, gzipped:\n${breakdown}\n`).toBeLessThanOrEqual(TARGETS.listPageJsGzipBytes);
  });

  it('carries no markdown or sanitiser library (they belong to the article page)', () => {
    const assets = loadAssetManifest('client');
    const found = listPageFirstLoad().flatMap((script) => {
      const packages = packagesIn(assets.dir, script.url);
      // The source map names every package precisely; without one, strings that survive minifying stand in.
      const hits = packages ? packages.filter((name) => ARTICLE_ONLY_PACKAGES.test(name)) : markersIn(assets.dir, script.url);
      return hits.map((hit) => `${script.url}: ${hit}`);
    });
    expect(found).toEqual([]);
  });
});
