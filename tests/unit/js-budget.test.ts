import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../client/app/route-handle';
import { articleHandle } from '../../client/pages/article/article-handle';
import { briefHandle } from '../../client/pages/brief/brief-handle';
import { newsListHandle } from '../../client/pages/news-list/news-list-handle';
import { ARTICLE_ONLY_PACKAGES, markersIn, packagesIn } from '../../scripts/bench/web/bundled-packages';
import { firstLoadScripts, totalGzip, type AssetFile } from '../../scripts/bench/web/first-load-js';
import { TARGETS } from '../../scripts/bench/web/web-targets';
import { loadAssetManifest } from '../../server/bff/asset-manifest';

/**
 * The production client that global setup has just built: what a page's first load runs is the
 * entry, the code it loads to hydrate the page, the page's chunks (all of which the entry
 * preloads once the page has loaded), and what they import statically. The
 * article and brief pages are held to the list page's budget: their markdown and
 * sanitising libraries load only on a client navigation, so they must not be in that set either.
 */
function firstLoad(handle: RouteHandle): AssetFile[] {
  const assets = loadAssetManifest('client');
  const pageModule = handle.module;
  if (!pageModule) throw new Error('the route handle names no page module, so its chunks are not preloaded');
  const pageChunks = assets.modules[pageModule];
  if (!pageChunks) throw new Error(`dist/client/manifest.json has no chunks for ${pageModule}`);
  // The HTML names the entry and the page's own chunk; the rest come as their imports.
  return firstLoadScripts(assets.dir, [assets.entry, ...pageChunks.slice(0, 1)], [...assets.entryImports, ...pageChunks]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PAGES = [
  { name: 'list page', handle: newsListHandle },
  { name: 'article page', handle: articleHandle },
  { name: 'brief page', handle: briefHandle },
];

describe.each(PAGES)('first-load JS of the $name', ({ name, handle }) => {
  it(`stays within ${kb(TARGETS.firstLoadJsGzipBytes)} gzipped`, () => {
    const scripts = firstLoad(handle);
    const total = totalGzip(scripts);
    const breakdown = [
      ...scripts.map((script) => `  ${kb(script.gzipBytes).padStart(9)}  ${script.url}${script.discoveredLate ? ' (imported, not named in the HTML)' : ''}`),
      `  ${kb(total).padStart(9)}  total, budget ${kb(TARGETS.firstLoadJsGzipBytes)}`,
    ].join('\n');
    expect(total, `${name} first-load JS, gzipped:\n${breakdown}\n`).toBeLessThanOrEqual(TARGETS.firstLoadJsGzipBytes);
  });

  it('carries no markdown or sanitiser library (they load on demand)', () => {
    const assets = loadAssetManifest('client');
    const found = firstLoad(handle).flatMap((script) => {
      const packages = packagesIn(assets.mapsDir, script.url);
      // The source map names every package precisely; without one, strings that survive minifying stand in.
      const hits = packages ? packages.filter((packageName) => ARTICLE_ONLY_PACKAGES.test(packageName)) : markersIn(assets.dir, script.url);
      return hits.map((hit) => `${script.url}: ${hit}`);
    });
    expect(found).toEqual([]);
  });

  it('carries no WebAuthn library (the login and profile pages load it when a passkey is used)', () => {
    const assets = loadAssetManifest('client');
    const found = firstLoad(handle).flatMap((script) => {
      const packages = packagesIn(assets.mapsDir, script.url);
      if (packages === null) throw new Error(`${script.url} has no source map to tell its packages`);
      return packages.filter((packageName) => packageName.startsWith('@simplewebauthn/')).map((hit) => `${script.url}: ${hit}`);
    });
    expect(found).toEqual([]);
  });
});

describe('the markdown and sanitiser chunks', () => {
  it('exist as chunks of their own, so that a client navigation can still load them', () => {
    const assets = loadAssetManifest('client');
    const lazyModules = ['shared/safe-markdown.tsx', 'client/components/sanitize/embed-sanitizer.ts'];
    for (const module of lazyModules) {
      const own = assets.modules[module]?.[0];
      expect(own, `${module} has no chunk of its own`).toBeDefined();
      expect(packagesIn(assets.mapsDir, own as string)?.some((packageName) => ARTICLE_ONLY_PACKAGES.test(packageName))).toBe(true);
    }
  });
});

describe("react-router in the first load", () => {
  it('is its production build, without the development warnings its package resolves to by default', () => {
    const assets = loadAssetManifest('client');
    const scripts = firstLoad(newsListHandle);
    const builds = new Set(
      scripts.flatMap((script) => {
        const { sources } = JSON.parse(readFileSync(`${assets.mapsDir}/${script.url.slice('/assets/'.length)}.map`, 'utf8')) as { sources: string[] };
        return sources.flatMap((source) => /react-router\/dist\/(\w+)\//.exec(source)?.[1] ?? []);
      }),
    );
    expect(builds).toEqual(new Set(['production']));
    for (const script of scripts) expect(readFileSync(`${assets.dir}/${script.url.slice('/assets/'.length)}`, 'utf8')).not.toContain('No routes matched location');
  });
});
