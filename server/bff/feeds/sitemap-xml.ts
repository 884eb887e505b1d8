import { hreflangAlternates, type HreflangAlternate } from '../../../shared/routes';
import { DEFAULT_LANG, type LangCode } from '../../../shared/languages';
import { element, xmlDocument } from './xml';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** The sitemaps protocol's limit of addresses in one file (and of sitemaps in one index). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One page in a sitemap. */
export interface SitemapUrl {
  loc: string;
  /** Epoch seconds; left out for pages whose text changes only with a deploy. */
  lastModified?: number;
  alternates: readonly HreflangAlternate[];
  images?: readonly string[];
}

/** A W3C datetime (what sitemaps take) in UTC to the second: 2025-05-01T12:00:00Z. */
export function w3cDateTime(epochSeconds: number): string {
  return new Date(Math.round(epochSeconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The hreflang alternates of a page that exists in these languages (spec §2: cn as zh-Hans, tw
 * as zh-Hant), with x-default pointing to the English page only when there is one.
 */
export function sitemapAlternates(langs: readonly LangCode[], buildUrl: (lang: LangCode) => string): HreflangAlternate[] {
  const alternates = hreflangAlternates(langs, buildUrl);
  return langs.includes(DEFAULT_LANG) ? alternates : alternates.filter((alternate) => alternate.hreflang !== 'x-default');
}

/** A <urlset> of pages with their alternates (xhtml:link) and images (image:image). */
export function urlsetDocument(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) =>
    element(
      'url',
      {},
      element('loc', {}, url.loc),
      url.lastModified !== undefined && element('lastmod', {}, w3cDateTime(url.lastModified)),
      ...url.alternates.map((alternate) => element('xhtml:link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
      ...(url.images ?? []).map((image) => element('image:image', {}, element('image:loc', {}, image))),
    ),
  );
  return xmlDocument(element('urlset', { xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS, 'xmlns:image': IMAGE_NS }, ...entries));
}

/** A <sitemapindex>: each sitemap with the time its contents last changed. */
export function sitemapIndexDocument(sitemaps: readonly { loc: string; lastModified: number }[]): string {
  const entries = sitemaps.map((sitemap) => element('sitemap', {}, element('loc', {}, sitemap.loc), element('lastmod', {}, w3cDateTime(sitemap.lastModified))));
  return xmlDocument(element('sitemapindex', { xmlns: SITEMAP_NS }, ...entries));
}
