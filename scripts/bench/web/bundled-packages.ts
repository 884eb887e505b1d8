import { existsSync, readFileSync } from 'node:fs';
import { sourceOf } from './first-load-js';

/** Libraries that must stay out of a list page's first load: the article page's markdown and sanitising (react-markdown with remark-gfm is about 49 KB gzipped, dompurify about 12). */
export const ARTICLE_ONLY_PACKAGES = /^(react-markdown|remark-.*|rehype-.*|micromark.*|mdast-.*|hast-.*|unified|dompurify|isomorphic-dompurify|jsdom)$/;

/**
 * Strings that survive minification in those libraries, for a build without source maps:
 * react-markdown's changelog link, micromark's token names, DOMPurify's policy name and options.
 */
export const ARTICLE_ONLY_MARKERS = ['react-markdown', 'micromark', 'codeFencedFence', 'setextHeadingLine', 'dompurify', 'ALLOWED_TAGS'];

/** The npm packages a built script holds, from its source map (the build writes one per file, into mapsDir). */
export function packagesIn(mapsDir: string, url: string): string[] | null {
  const mapFile = `${mapsDir}/${url.slice('/assets/'.length)}.map`;
  if (!existsSync(mapFile)) return null;
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const packages = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.slice(source.lastIndexOf('node_modules/')));
    if (match?.[1]) packages.add(match[1]);
  }
  return [...packages].sort();
}

/** The markers of ARTICLE_ONLY_MARKERS found in a built script's text, case-insensitively. */
export function markersIn(assetsDir: string, url: string): string[] {
  const text = sourceOf(assetsDir, url).toLowerCase();
  return ARTICLE_ONLY_MARKERS.filter((marker) => text.includes(marker.toLowerCase()));
}
