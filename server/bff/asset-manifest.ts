import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_ROOT } from '../app-root';
import { buildDir } from '../build-dir';

/** What scripts/build.mjs wrote: the browser entry, its CSS, and each lazy page's chunks. */
export interface AssetManifest {
  /** Where the files are, relative to the app root. */
  dir: string;
  /** The source maps, written beside the build and served only when SOURCE_MAPS=public. */
  mapsDir: string;
  /** The text of the page's one inline script, which holds a reader's first taps (client/early-input-holder.ts). */
  holder: string;
  entry: string;
  /** The chunks the entry imports statically, which it cannot run without (a page preloads them beside it). */
  entryChunks: string[];
  /**
   * The chunks the entry loads to hydrate the page once it has loaded: the module it imports then
   * and everything that module imports statically (decision 032).
   */
  entryImports: string[];
  css: string[];
  modules: Record<string, string[]>;
}

/** build: the production client; build 'client-dev': React's development build, for tests. */
export function loadAssetManifest(build: 'client' | 'client-dev' = 'client'): AssetManifest {
  const file = join(buildDir(), build, 'manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
    return { ...manifest, dir: resolve(APP_ROOT, manifest.dir), mapsDir: resolve(APP_ROOT, manifest.mapsDir) };
  } catch (error) {
    throw new Error(`${file} is missing or unreadable (${(error as Error).message}); run npm run build first`);
  }
}
