import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { searchPath } from '../../../shared/routes';
import type { SearchParams, SearchSort } from '../../../shared/search';
import type { SearchPageTranslations } from '../../../shared/message-sections';

/**
 * The category and the order, kept in the address: a GET form that works without JavaScript
 * (its Apply button), and that with it follows each choice at once.
 */
export function SearchFilters({ lang, search, categories, messages }: { lang: LangCode; search: SearchParams; categories: readonly string[]; messages: SearchPageTranslations }) {
  const navigate = useNavigate();
  // Without JavaScript the form is sent by its button; with it, each choice is followed at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const texts = messages.search;
  const go = (change: { type?: string | null; sort?: SearchSort }) => navigate(searchPath(lang, { q: search.q, type: search.type, sort: search.sort, ...change }));
  return (
    <form className="xn-search-filters" method="get" action={searchPath(lang)}>
      <input type="hidden" name="q" value={search.q} />
      <label>
        <span>{texts.category}</span>
        <select name="type" value={search.type ?? ''} onChange={(event) => go({ type: event.target.value || null })}>
          <option value="">{texts.allCategories}</option>
          {categories.map((type) => (
            <option key={type} value={type}>
              {displayName(type, messages.navigations)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{texts.order}</span>
        <select name="sort" value={search.sort} onChange={(event) => go({ sort: event.target.value === 'recent' ? 'recent' : 'relevance' })}>
          <option value="relevance">{texts.relevance}</option>
          <option value="recent">{texts.recent}</option>
        </select>
      </label>
      {hydrated ? null : (
        <button type="submit" className="xn-button">
          {texts.apply}
        </button>
      )}
    </form>
  );
}
