import { archiveCategories, formatYearMonth } from '../archive-months';
import type { LangCode } from '../languages';
import type { SiteConfig, YearMonth } from '../types';

/** The query parameter of the archive landing's step two (archiveLandingStepPath). */
export const ARCHIVE_CATEGORY_PARAM = 'category';

/**
 * The category of an archive address, lowercased, or null. The archive's categories are the
 * landing's (spec §2: every configured list but main and trending); trending is accepted too,
 * because its stories are archived across all categories and the address may be typed or linked.
 */
export function archiveCategoryOf(value: string | null | undefined, config: SiteConfig): string | null {
  if (!value) return null;
  const wanted = value.toLowerCase();
  if (archiveCategories(config.sites_news_lists).includes(wanted)) return wanted;
  const trendingConfigured = config.sites_news_lists.some((list) => list.trim().toLowerCase() === 'trending');
  return wanted === 'trending' && trendingConfigured ? wanted : null;
}

/** The archive landing (spec §2), step one. */
export function archiveLandingPath(lang: LangCode): string {
  return `/${lang}/news/archive`;
}

/** The landing's step two: the months of a chosen category, kept in the address so it survives a reload. */
export function archiveLandingStepPath(lang: LangCode, category: string): string {
  return `${archiveLandingPath(lang)}?${ARCHIVE_CATEGORY_PARAM}=${encodeURIComponent(category)}`;
}

export function archiveCategoryPath(lang: LangCode, category: string): string {
  return `${archiveLandingPath(lang)}/category/${encodeURIComponent(category)}`;
}

export function archiveMonthPath(lang: LangCode, category: string, month: YearMonth): string {
  return `${archiveCategoryPath(lang, category)}/${formatYearMonth(month)}`;
}

/** Where a list's 'View News Archive' leads (spec §2): the category's months, or the archive landing for trending. */
export function listArchivePath(lang: LangCode, type: string): string {
  return type === 'trending' ? archiveLandingPath(lang) : archiveCategoryPath(lang, type);
}

/** Where an archived story links (spec §2); the article page answers with its slug address. */
export function archiveStoryPath(lang: LangCode, id: string): string {
  return `/${lang}/news/analysis/${encodeURIComponent(id)}`;
}
