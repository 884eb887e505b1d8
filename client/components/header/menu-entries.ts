import { matchPath, PAGE_PATTERNS } from '../../../shared/routes';
import { NEWS_TYPES, type NewsType } from '../../../shared/taxonomy';
import type { SiteConfig } from '../../../shared/types';

/** Spec §2: between 740 and 1199 px wide these menus fold into one More menu. */
export const FOLDING_TYPES: readonly NewsType[] = ['world', 'politics', 'business', 'technology', 'health', 'lifestyle'];

/** The header's category menus in spec order, limited to the lists the site configures. */
export function menuTypes(config: SiteConfig): NewsType[] {
  return NEWS_TYPES.filter((type) => config.sites_news_lists.includes(type));
}

/** The list type and subtype of a list address, for marking the current menu. */
export function currentList(pathname: string): { type?: string; subtype?: string } {
  const params = matchPath(PAGE_PATTERNS.newsList, pathname);
  return params ? { type: params.type, subtype: params.subtype } : {};
}
