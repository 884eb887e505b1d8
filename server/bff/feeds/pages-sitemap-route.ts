import { Router } from 'express';
import { archiveCategories, parseYearMonth } from '../../../shared/archive-months';
import type { LangCode } from '../../../shared/languages';
import { correctionsPath, archiveCategoryPath, archiveLandingPath, archiveMonthPath, INFO_PAGE_PATHS, listPath, PAGES_SITEMAP_PATH } from '../../../shared/routes';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { ANY_STORY } from '../../services/news/news-tags';
import type { FeedDependencies } from './feed-dependencies';
import { FEED_CACHE_CONTROL, XML_TYPE, sendDocument } from './feed-response';
import { totalsBy } from './monthly-totals';
import { siteUrl } from './site-urls';
import { sitemapAlternates, urlsetDocument, type SitemapUrl } from './sitemap-xml';

/**
 * GET /sitemaps/pages.xml: every indexable page that is not an article, in every language:
 * the news lists of the configured categories (trending is each language's front page), the
 * info pages, the archive landing and category pages, and each archive month that has stories
 * in that language (an empty month page is noindex). Subtype lists are noindex (spec §2) and
 * are left out. The file stays far below 50,000 addresses: about 500 archive months a year.
 */
export function pagesSitemapRoute(deps: FeedDependencies): Router {
  const router = Router();
  router.get(PAGES_SITEMAP_PATH, async (_request, response) => {
    const { config } = deps.site;
    const langs = config.languageCodes;
    const counts = await deps.feeds.monthlyCounts(langs);
    const byLang = totalsBy(counts, (count) => count.lang);
    const byLangType = totalsBy(counts, (count) => `${count.lang}/${count.type}`);
    const urls: SitemapUrl[] = [];
    const addPage = (pathOf: (lang: LangCode) => string, lastModifiedOf: (lang: LangCode) => number | undefined, pageLangs: readonly LangCode[] = langs) => {
      const alternates = sitemapAlternates(pageLangs, (lang) => siteUrl(config, pathOf(lang)));
      for (const lang of pageLangs) urls.push({ loc: siteUrl(config, pathOf(lang)), lastModified: lastModifiedOf(lang), alternates });
    };

    const configured = new Set(config.sites_news_lists.map((list) => list.trim().toLowerCase()));
    for (const type of NEWS_TYPES.filter((known) => configured.has(known))) {
      // The trending list draws on every category; the others on their own.
      addPage((lang) => listPath(lang, type), (lang) => (type === 'trending' ? byLang.get(lang) : byLangType.get(`${lang}/${type}`))?.lastModified);
    }
    // The info pages' text changes only with a deploy.
    for (const pathOf of INFO_PAGE_PATHS) addPage(pathOf, () => undefined);
    addPage(archiveLandingPath, (lang) => byLang.get(lang)?.lastModified);
    // Its entries carry their own dates; the page is listed so that it is found (decision 033).
    addPage(correctionsPath, () => undefined);
    const categories = archiveCategories(config.sites_news_lists);
    for (const category of categories) addPage((lang) => archiveCategoryPath(lang, category), (lang) => byLangType.get(`${lang}/${category}`)?.lastModified);

    // Archive months: each category's month in the languages that have stories in it.
    const months = new Map<string, { category: string; month: string; langs: Map<LangCode, number> }>();
    for (const count of counts) {
      if (!categories.includes(count.type)) continue;
      const key = `${count.type}/${count.month}`;
      const entry = months.get(key) ?? { category: count.type, month: count.month, langs: new Map<LangCode, number>() };
      entry.langs.set(count.lang, count.lastModified);
      months.set(key, entry);
    }
    for (const { category, month, langs: monthLangs } of months.values()) {
      const yearMonth = parseYearMonth(month);
      if (!yearMonth) continue;
      const pageLangs = langs.filter((lang) => monthLangs.has(lang));
      addPage((lang) => archiveMonthPath(lang, category, yearMonth), (lang) => monthLangs.get(lang), pageLangs);
    }
    // The archive months it lists change with any story written.
    sendDocument(response, urlsetDocument(urls), { type: XML_TYPE, cacheControl: FEED_CACHE_CONTROL, tags: [ANY_STORY] });
  });
  return router;
}
