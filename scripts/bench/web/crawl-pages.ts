import { LANGUAGE_CODES } from '../../../shared/languages';
import { listPath } from '../../../shared/routes';
import { NEWS_TYPES, subtypesOf } from '../../../shared/taxonomy';

/** The addresses a crawler of the site finds: every story page the sitemaps list, and every list page. */
export interface CrawlPages {
  articles: string[];
  lists: string[];
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * A fixed order that mixes languages and categories (a crawler does not walk one month of one
 * language at a time), the same in every run so that runs compare: a multiplicative hash of the
 * position, not Math.random.
 */
function mixed<T>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ item, key: (index * 2654435761) % 4294967296 })).sort((a, b) => a.key - b.key).map(({ item }) => item);
}

/**
 * Articles from the story sitemaps (the month sitemaps the index names), as a search engine
 * finds them; list pages from the taxonomy: every category and subcategory list in every
 * language (the sitemaps name only the category lists, whose pages link their subcategories).
 */
export async function crawlPages(baseUrl: string): Promise<CrawlPages> {
  const sitemaps = locsOf(await text(`${baseUrl}/sitemap.xml`)).filter((path) => /^\/sitemaps\/[a-z]{2}\/\d{6}(-\d+)?\.xml$/.test(path));
  const articles: string[] = [];
  for (const sitemap of sitemaps) articles.push(...locsOf(await text(baseUrl + sitemap)));
  const lists = LANGUAGE_CODES.flatMap((lang) => NEWS_TYPES.flatMap((type) => [listPath(lang, type), ...subtypesOf(type).map((subtype) => listPath(lang, type, subtype))]));
  return { articles: mixed([...new Set(articles)]), lists: mixed(lists) };
}
