import { Router } from 'express';
import { monthRangeEpochSeconds, parseYearMonth } from '../../../shared/archive-months';
import { isLangCode, type LangCode } from '../../../shared/languages';
import { notFound } from '../../errors/http-error';
import { archiveTags } from '../../services/news/news-tags';
import type { FeedDependencies } from './feed-dependencies';
import { FEED_CACHE_CONTROL, XML_TYPE, sendDocument } from './feed-response';
import { articleUrl, storyImageUrls } from './site-urls';
import { sitemapPartRange } from './sitemap-parts';
import { sitemapAlternates, urlsetDocument } from './sitemap-xml';

/** yyyymm.xml for a month's first part, yyyymm-n.xml (n ≥ 2) for the next ones. */
const FILE = /^([0-9]{6})(?:-([2-9]|[1-9][0-9]{1,5}))?\.xml$/;

/**
 * GET /sitemaps/{lang}/{yyyymm}[-{n}].xml: one language's articles of one month (UTC, by post
 * time), oldest first, each with its hreflang alternates and images. A language the site does
 * not have, a malformed name, a month without stories or a part past the last is a 404.
 */
export function monthSitemapRoute(deps: FeedDependencies): Router {
  const router = Router();
  router.get('/sitemaps/:lang/:file', async (request, response) => {
    const { config } = deps.site;
    const lang = String(request.params.lang);
    const file = FILE.exec(String(request.params.file));
    const month = file?.[1] ? parseYearMonth(file[1]) : null;
    if (!isLangCode(lang) || !config.languageCodes.includes(lang) || !month) {
      throw notFound(`No sitemap at ${request.path.slice(0, 100)}: sitemaps are named /sitemaps/{lang}/{yyyymm}.xml for the site's languages.`);
    }
    const part = Number(file?.[2] ?? 1);
    const range = monthRangeEpochSeconds(month);
    const stories = await deps.feeds.monthStories({ lang, ...range, ...sitemapPartRange(part, deps.urlsPerSitemap) });
    if (stories.length === 0) throw notFound(`No sitemap at ${request.path.slice(0, 100)}: no stories of that month in that language, or no such part.`);
    const urls = stories.map((story) => {
      // Only languages this site serves get an address; the rest would be 404 pages.
      const langs = config.languageCodes.filter((version) => story.titles[version] !== undefined);
      const urlOf = (version: LangCode) => articleUrl(config, version, story.titles[version] ?? '', story.id);
      return { loc: urlOf(lang), lastModified: story.lastModified, alternates: sitemapAlternates(langs, urlOf), images: storyImageUrls(config, story) };
    });
    sendDocument(response, urlsetDocument(urls), { type: XML_TYPE, cacheControl: FEED_CACHE_CONTROL, tags: archiveTags({ lang, types: null, start: range.start }) });
  });
  return router;
}
