import type { LangCode } from '../languages';

/*
 * Where the machine-readable views of the site live. Feeds sit under one /rss/ prefix rather
 * than beside the pages they mirror: nothing there can be taken for a page by the page router
 * (a list's /{type}/{subtype} would otherwise read 'rss.xml' as a subtype), one rule covers them
 * in a CDN or robots.txt, and the .xml names say what the files hold.
 */

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/news-sitemap.xml';
/** The sitemap of the pages that do not come and go with stories: lists, archive, about. */
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/** One language's stories of one month; parts after the first hold what did not fit in it. */
export function monthSitemapPath(lang: LangCode, yyyymm: string, part = 1): string {
  return `/sitemaps/${lang}/${yyyymm}${part > 1 ? `-${part}` : ''}.xml`;
}

/** A language's feed of every category, newest first. */
export function languageFeedPath(lang: LangCode): string {
  return `/rss/${lang}.xml`;
}

/** The feed of one news list (trending or a category): the list's stories, newest first. */
export function categoryFeedPath(lang: LangCode, category: string): string {
  return `/rss/${lang}/${encodeURIComponent(category)}.xml`;
}
