import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One file of a first load, with the size the build's .gz copy has (what a browser downloads). */
export interface AssetFile {
  url: string;
  gzipBytes: number;
  /** Not named in the HTML: fetched because the entry or another script imports it, a round trip after that one at least. */
  discoveredLate: boolean;
}

/** Static imports only (`import … from "…"`, `import "…"`, `export … from "…"`), not `import("…")`. */
const STATIC_IMPORT = /\b(?:from|import)\s*["'](\/assets\/[^"']+\.js)["']/g;

function fileOf(assetsDir: string, url: string): string {
  if (!url.startsWith('/assets/')) throw new Error(`${url} is not under /assets/`);
  return join(assetsDir, url.slice('/assets/'.length));
}

export function gzipSizeOf(assetsDir: string, url: string): number {
  const gz = `${fileOf(assetsDir, url)}.gz`;
  if (!existsSync(gz)) throw new Error(`${gz} is missing: the build writes a .gz beside every .js and .css`);
  return statSync(gz).size;
}

export function sourceOf(assetsDir: string, url: string): string {
  return readFileSync(fileOf(assetsDir, url), 'utf8');
}

/**
 * Every script a first load runs: the ones the HTML names (the entry and the page modules it
 * imports), those the entry loads besides (the code that hydrates the page: `loaded`, known
 * from the build's manifest, not from the HTML) and, followed through the built files,
 * everything they import statically. A browser has to fetch all of them before the page is
 * interactive; other lazy imports are left out, since they load on demand.
 */
export function firstLoadScripts(assetsDir: string, announced: readonly string[], loaded: readonly string[] = []): AssetFile[] {
  const known = new Set(announced);
  const seen = new Map<string, AssetFile>();
  const queue = [...announced, ...loaded];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.set(url, { url, gzipBytes: gzipSizeOf(assetsDir, url), discoveredLate: !known.has(url) });
    for (const match of sourceOf(assetsDir, url).matchAll(STATIC_IMPORT)) {
      if (match[1] && !seen.has(match[1])) queue.push(match[1]);
    }
  }
  return [...seen.values()];
}

export const totalGzip = (files: readonly AssetFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
