import { Router } from 'express';
import { fill } from '../../../shared/fill-text';
import { HREFLANG, isLangCode, type LangCode } from '../../../shared/languages';
import { searchPath } from '../../../shared/routes';
import type { Site } from '../../site/load-site';
import { ROBOTS_CACHE_CONTROL } from './feed-response';
import { siteUrl } from './site-urls';
import { element, xmlDocument } from './xml';

/** The template of a search address: OpenSearch puts the reader's words in {searchTerms}. */
function searchTemplate(site: Site, lang: LangCode): string {
  return siteUrl(site.config, `${searchPath(lang)}?q={searchTerms}`);
}

/** An OpenSearch 1.1 description of the search page in one language, so that browsers offer the site's search. */
export function openSearchDocument(site: Site, lang: LangCode): string {
  const { config } = site;
  const texts = site.translations[lang].search;
  return xmlDocument(
    element(
      'OpenSearchDescription',
      { xmlns: 'http://a9.com/-/spec/opensearch/1.1/' },
      element('ShortName', {}, config.siteName.slice(0, 16)),
      element('Description', {}, fill(texts.description, { siteName: config.siteName })),
      element('InputEncoding', {}, 'UTF-8'),
      element('Language', {}, HREFLANG[lang]),
      element('Image', { width: 16, height: 16, type: 'image/svg+xml' }, siteUrl(config, `/${config.sitePath}/favicon.svg`)),
      element('Url', { type: 'text/html', method: 'get', template: searchTemplate(site, lang) }),
    ),
  );
}

/** GET /opensearch.xml?lang= (the default language without it, or with one the site does not have). */
export function openSearchRoute(site: Site): Router {
  const router = Router();
  router.get('/opensearch.xml', (request, response) => {
    const asked = request.query.lang;
    const lang = isLangCode(asked) && site.config.languageCodes.includes(asked) ? asked : (site.config.languageCodes[0] ?? 'en');
    response
      .set({ 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8', 'Cache-Control': ROBOTS_CACHE_CONTROL })
      .send(openSearchDocument(site, lang));
  });
  return router;
}
