import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HREFLANG } from '../../shared/languages';
import { openSearchPath } from '../../shared/routes';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PendingSave } from '../components/reader/PendingSave';
import { SavedIdsProvider } from '../data/saved-ids';
import { MessagesContext, usePageMessages } from '../data/use-messages';
import { BOOTSTRAP_ELEMENT_ID } from './bootstrap';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useSite } from './site-context';
import { themeCss } from '../../shared/theme-css';
import { useLang } from './use-lang';
// All styles load with the first page: a page's CSS arriving after its HTML would shift layout.
import '../styles/base.css';
import '../styles/header.css';
import '../styles/footer.css';
import '../styles/breadcrumb.css';
import '../styles/news-list.css';
import '../styles/article.css';
import '../styles/archive.css';
import '../styles/info-pages.css';
import '../styles/account.css';
import '../styles/account-data.css';
import '../styles/newsletter.css';
import '../styles/passkeys.css';
import '../styles/search.css';
import '../styles/reader.css';
import '../styles/chinese-type.css';
// Last, so that its print rules override the screen's.
import '../styles/print.css';

/**
 * The whole document. Rendering <html> from React lets the language of each route set
 * html lang, and lets pages hoist their own title and meta into <head>.
 */
export function Root() {
  const { bootstrap, bootstrapJson } = useSite();
  const { config } = bootstrap;
  const lang = useLang();
  const messages = usePageMessages();
  const { pathname } = useLocation();
  return (
    <MessagesContext.Provider value={messages}>
      <SavedIdsProvider>
        {/* The chosen reading preferences (decision 039); their choices change them in place afterwards. */}
        <html lang={HREFLANG[lang]} dir="ltr" data-theme={bootstrap.reading.theme} data-text-size={bootstrap.reading['text-size']}>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content={config.style.headerBg} />
            <link rel="icon" href={`/${config.sitePath}/favicon.svg`} type="image/svg+xml" />
            <link rel="search" type="application/opensearchdescription+xml" title={config.siteName} href={openSearchPath(lang)} />
            {bootstrap.stylesheets.map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
            <style>{themeCss(config.style)}</style>
            {config.rootHelmet.googleAdsenseAccount ? <meta name="google-adsense-account" content={config.rootHelmet.googleAdsenseAccount} /> : null}
          </head>
          <body>
            <Header />
            <main id="main" className="xn-main">
              {/* Navigations run in a transition, so this shows only if a first render suspends. */}
              <PageErrorBoundary location={pathname} heading={messages.common.unexpectedError} text={messages.common.tryAgainShortly}>
                <Suspense fallback={<p className="xn-status">{messages.common.loading}</p>}>
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </main>
            <Footer />
            <PendingSave />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON for a script element, made by scriptSafeJson, which escapes every '<' so that nothing in it can close the element. */}
            <script type="application/json" id={BOOTSTRAP_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: bootstrapJson }} />
          </body>
        </html>
      </SavedIdsProvider>
    </MessagesContext.Provider>
  );
}
