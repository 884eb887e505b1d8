import type { AssetManifest } from '../../../server/bff/asset-manifest';
import { firstLoadScripts, gzipSizeOf, totalGzip, type AssetFile } from './first-load-js';
import { gzippedFetch } from './gzipped-fetch';
import { pageAssets } from './page-assets';
import { DESKTOP_USER_AGENT, type WebRoute } from './web-routes';

/** What a first visit to one page downloads, gzipped. */
export interface PageSize {
  route: WebRoute;
  /** The HTML itself, as the browser parses it. */
  htmlBytes: number;
  htmlGzipBytes: number;
  htmlEncoding: string;
  scripts: AssetFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  totalGzipBytes: number;
}

/**
 * Fetches the page as a desktop browser would and adds up its HTML, the scripts and stylesheets
 * it names, the code its entry imports to hydrate it (assets.entryImports) and the scripts all
 * of those import, each at the size of its .gz file.
 * Images and fonts are left out: this is the cost of the code, not of the content.
 */
export async function measurePageSize(baseUrl: string, route: WebRoute, assets: AssetManifest): Promise<PageSize> {
  const response = await gzippedFetch(baseUrl + route.path, { 'user-agent': DESKTOP_USER_AGENT });
  if (response.status !== route.status) throw new Error(`${route.path} answered ${response.status}, expected ${route.status}`);
  const named = pageAssets(response.body.toString('utf8'));
  if (named.scripts.length === 0) throw new Error(`${route.path}: no module script in the HTML`);
  const scripts = firstLoadScripts(assets.dir, named.scripts, assets.entryImports);
  const jsGzipBytes = totalGzip(scripts);
  const cssGzipBytes = named.stylesheets.reduce((sum, url) => sum + gzipSizeOf(assets.dir, url), 0);
  return {
    route,
    htmlBytes: response.body.length,
    htmlGzipBytes: response.wireBytes,
    htmlEncoding: response.encoding,
    scripts,
    jsGzipBytes,
    cssGzipBytes,
    totalGzipBytes: response.wireBytes + jsGzipBytes + cssGzipBytes,
  };
}
