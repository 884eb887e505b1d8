import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import { articlePath, searchPath } from '../../../shared/routes';
import type { SearchParams } from '../../../shared/search';
import { isNewsType } from '../../../shared/taxonomy';
import type { SearchPageTranslations } from '../../../shared/message-sections';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { PageHead } from '../../components/PageHead';
import { queries } from '../../data/queries';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { searchFromAddress, TRENDING_SHOWN } from './search-address';
import { searchHead } from './search-head';
import { SearchFilters } from './SearchFilters';
import { SearchResult } from './SearchResult';

/**
 * /{lang}/search?q=…: the total, the results as cards with the searched words
 * marked, pages, a category and an order; a prompt without words, and what is trending when
 * nothing matched. Everything it shows comes from its address.
 */
export default function SearchPage() {
  const params = useParams();
  const lang = useLang();
  const [query] = useSearchParams();
  const { config } = useSite().bootstrap;
  const messages = { ...useMessages(), search: useMessageSection('search') };
  if (params.lang !== lang) return <NotFoundPage />;
  const search = searchFromAddress(lang, query);
  const categories = config.sites_news_lists.filter((type) => type !== 'trending' && isNewsType(type));
  return (
    <section className="xn-search-page">
      <PageHead siteName={config.siteName} head={searchHead(config, messages, lang, search.q)} />
      <h1>{messages.search.submit}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: as in the header, the form is the search landmark (role="search"), which every screen reader maps. */}
      <form className="xn-search-page-form" role="search" aria-label={messages.search.landmark} method="get" action={searchPath(lang)}>
        <label htmlFor="xn-search-page-q" className="xn-sr-only">
          {messages.search.inputLabel}
        </label>
        <input id="xn-search-page-q" type="search" name="q" defaultValue={search.q} key={search.q} placeholder={messages.search.placeholder} maxLength={200} />
        {search.type ? <input type="hidden" name="type" value={search.type} /> : null}
        {search.sort !== 'relevance' ? <input type="hidden" name="sort" value={search.sort} /> : null}
        <button type="submit" className="xn-button">
          {messages.search.submit}
        </button>
      </form>
      {search.q ? <SearchResults lang={lang} search={search} categories={categories} messages={messages} /> : <p className="xn-search-prompt">{messages.search.prompt}</p>}
    </section>
  );
}

function SearchResults({ lang, search, categories, messages }: { lang: LangCode; search: SearchParams; categories: readonly string[]; messages: SearchPageTranslations }) {
  const { api } = useSite();
  const results = useQuery(queries.search(api, search));
  const texts = messages.search;
  let body: ReactNode;
  if (results.data) {
    const { total, totalCapped, items } = results.data;
    const pages = Math.ceil(total / search.size);
    // Past the cap the count stopped: "10,000+" in every language's sentence for many results.
    const count = `${total.toLocaleString()}${totalCapped ? '+' : ''}`;
    body = (
      <>
        <p className="xn-search-total" role="status">
          {fill(total === 1 ? texts.resultsOne : texts.resultsMany, { count, query: search.q })}
        </p>
        {total === 0 ? (
          <NoResults lang={lang} q={search.q} messages={messages} />
        ) : (
          <ol className="xn-results">
            {items.map((item) => (
              <SearchResult key={item.id} item={item} lang={lang} navigations={messages.navigations} />
            ))}
          </ol>
        )}
        {pages > 1 ? <Pagination lang={lang} search={search} pages={pages} texts={texts} /> : null}
      </>
    );
  } else if (results.isError) {
    body = (
      <p className="xn-search-error" role="alert">
        {texts.failed}
      </p>
    );
  } else {
    body = (
      <p className="xn-status" role="status">
        {messages.common.loading}
      </p>
    );
  }
  return (
    <>
      <SearchFilters lang={lang} search={search} categories={categories} messages={messages} />
      {body}
    </>
  );
}

function NoResults({ lang, q, messages }: { lang: LangCode; q: string; messages: SearchPageTranslations }) {
  const { api } = useSite();
  const trending = useQuery(queries.newsPage(api, { lang, type: 'trending', subtype: null, page: 1, size: TRENDING_SHOWN }));
  return (
    <div className="xn-search-none">
      <p>{fill(messages.search.noResults, { query: q })}</p>
      {trending.data && trending.data.length > 0 ? (
        <>
          <h2>{messages.search.trending}</h2>
          <ul className="xn-search-trending">
            {trending.data.map((item) => (
              <li key={item.id}>
                <SiteLink to={articlePath(lang, item.title, item.id)}>{item.title}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Pagination({ lang, search, pages, texts }: { lang: LangCode; search: SearchParams; pages: number; texts: SearchPageTranslations['search'] }) {
  const at = (page: number) => searchPath(lang, { q: search.q, type: search.type, sort: search.sort, page });
  return (
    <nav className="xn-search-pages" aria-label={texts.pagination}>
      {search.page > 1 ? (
        <SiteLink to={at(search.page - 1)} rel="prev">
          {texts.previous}
        </SiteLink>
      ) : null}
      <span>{fill(texts.pageOf, { page: search.page, pages })}</span>
      {search.page < pages ? (
        <SiteLink to={at(search.page + 1)} rel="next">
          {texts.next}
        </SiteLink>
      ) : null}
    </nav>
  );
}
