import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HREFLANG, isLangCode, type LangCode } from '../../shared/languages';
import { trendingPath } from '../../shared/routes';
import type { Site } from '../site/load-site';

/**
 * What a reader gets when a page cannot be rendered at all (its shell threw): spec §8's router
 * fallback heading in the page's language, the same words as the browser's own boundary
 * (client/app/PageErrorBoundary.tsx), and a way back to the front list. No stylesheet or script,
 * since whatever failed may be what they need, and no style attribute, which the CSP refuses;
 * `color-scheme` lets the browser draw it in the reader's light or dark scheme (decision 039).
 * Made once per language; an address outside any language gets the site's first.
 */
export function errorPages(site: Site): (pathname: string) => string {
  const pages = new Map<LangCode, string>();
  return (pathname) => {
    const segment = pathname.split('/')[1];
    const lang: LangCode = isLangCode(segment) && segment in site.translations ? segment : (site.config.languageCodes[0] ?? 'en');
    let page = pages.get(lang);
    if (page === undefined) {
      const { common, navigations } = site.translations[lang];
      page = `<!DOCTYPE html>${renderToStaticMarkup(
        createElement(
          'html',
          { lang: HREFLANG[lang] },
          createElement(
            'head',
            null,
            createElement('meta', { charSet: 'utf-8' }),
            createElement('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
            createElement('meta', { name: 'color-scheme', content: 'light dark' }),
            createElement('title', null, `${common.unexpectedError} · ${site.config.siteName}`),
          ),
          createElement(
            'body',
            null,
            createElement('h1', null, common.unexpectedError),
            createElement('p', null, common.tryAgainShortly),
            createElement('p', null, createElement('a', { href: trendingPath(lang) }, navigations.header.trending)),
          ),
        ),
      )}`;
      pages.set(lang, page);
    }
    return page;
  };
}
