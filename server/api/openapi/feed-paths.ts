import { z } from 'zod';
import { NEWS_SITEMAP_PATH, PAGES_SITEMAP_PATH, SITEMAP_INDEX_PATH } from '../../../shared/routes';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { errorAnswers, NOT_MODIFIED, pathParameter, textAnswer } from './openapi-parts';
import type { Operation, Paths } from './openapi-types';

const XML = 'application/xml';
const RSS = 'application/rss+xml';
const lang = pathParameter('lang', 'A language of the site.', z.enum(LANGUAGE_CODES));

function document(operationId: string, summary: string, mediaType: string, notFound: boolean, parameters: Operation['parameters'] = []): Operation {
  return {
    operationId,
    summary,
    tags: ['crawlers'],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: { '200': textAnswer(summary, mediaType), '304': NOT_MODIFIED, ...(notFound ? errorAnswers([404]) : {}) },
  };
}

/** What search engines and feed readers fetch; served by the web side, described here with the rest. */
export const feedPaths: Paths = {
  '/robots.txt': { get: document('robots', 'What crawlers may fetch, and where the sitemaps are', 'text/plain', false) },
  [SITEMAP_INDEX_PATH]: { get: document('sitemapIndex', 'The sitemap index', XML, false) },
  [PAGES_SITEMAP_PATH]: { get: document('pagesSitemap', 'The sitemap of lists, archive and information pages', XML, false) },
  '/sitemaps/{lang}/{month}.xml': {
    get: document('monthSitemap', "One language's articles of one month; yyyymm-n for its parts after the first", XML, true, [
      lang,
      pathParameter('month', 'The month, yyyymm, with -n (n ≥ 2) for a later part.', z.string().regex(/^[0-9]{4}(0[1-9]|1[0-2])(-[0-9]+)?$/)),
    ]),
  },
  [NEWS_SITEMAP_PATH]: { get: document('newsSitemap', 'The Google News sitemap of the last two days', XML, false) },
  '/rss/{lang}.xml': { get: document('languageFeed', "A language's newest stories of every category", RSS, true, [lang]) },
  '/rss/{lang}/{category}.xml': {
    get: document('categoryFeed', "A list's newest stories: trending or one category", RSS, true, [
      lang,
      pathParameter('category', 'trending or a category.', z.enum(NEWS_TYPES)),
    ]),
  },
  '/rss/{lang}/corrections.xml': {
    get: document('correctionsFeed', "A language's newest corrections and clarifications, one item each, linking to the article (decision 033)", RSS, true, [lang]),
  },
};
