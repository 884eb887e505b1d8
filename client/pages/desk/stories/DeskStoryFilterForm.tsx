import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DESK_STORY_STATUSES, type DeskStoryStatusFilter } from '../../../../shared/desk-answers';
import type { DeskStoriesTexts } from '../../../../shared/desk-texts/desk-stories-texts';
import { displayName } from '../../../../shared/display-name';
import type { LangCode } from '../../../../shared/languages';
import { LanguageOptions } from '../LanguageOptions';
import { deskPath } from '../../../../shared/routes';
import { isNewsType, NEWS_TYPES, subtypesOf } from '../../../../shared/taxonomy';
import { SiteLink } from '../../../components/SiteLink';
import { useMessages } from '../../../data/use-messages';
import { addressQueryOf, type DeskStoryFilters } from './desk-story-filters';

/** Every subcategory of every category, each once, for a list not narrowed to one category. */
const ALL_SUBTYPES = [...new Set(NEWS_TYPES.flatMap((type) => subtypesOf(type)))].sort();

export const STATUS_TEXT: Record<DeskStoryStatusFilter, keyof DeskStoriesTexts> = {
  live: 'statusLive',
  withdrawn: 'statusWithdrawn',
  corrected: 'statusCorrected',
  featured: 'statusFeatured',
};

/**
 * The list's filters as a GET form to this page (decision 033): without JavaScript the browser
 * sends it; with it, the same query is pushed to the address, so Back goes to the list before.
 * DeskStoriesScreen gives it a key of the address's query, so Back also puts its fields back;
 * `onApply` moves the focus to the results, as the form is drawn anew.
 */
export function DeskStoryFilterForm({ lang, filters, texts, onApply }: { lang: LangCode; filters: DeskStoryFilters; texts: DeskStoriesTexts; onApply: () => void }) {
  const { navigations } = useMessages();
  const navigate = useNavigate();
  const id = useId();
  // The subcategories follow the category chosen, before the form is applied.
  const [category, setCategory] = useState(filters.category);
  const subtypes = isNewsType(category) ? subtypesOf(category) : ALL_SUBTYPES;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = addressQueryOf(event.currentTarget);
    navigate(query === '' ? deskPath(lang) : `${deskPath(lang)}?${query}`);
    onApply();
  };
  return (
    <form className="xn-desk-filters" method="get" action={deskPath(lang)} aria-label={texts.filters} onSubmit={submit}>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-category`}>{texts.category}</label>
        <select id={`${id}-category`} name="category" value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{texts.allCategories}</option>
          {NEWS_TYPES.map((type) => (
            <option key={type} value={type}>
              {displayName(type, navigations)}
            </option>
          ))}
        </select>
      </div>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-subcategory`}>{texts.subcategory}</label>
        <select id={`${id}-subcategory`} name="subcategory" key={category} defaultValue={subtypes.includes(filters.subcategory) ? filters.subcategory : ''}>
          <option value="">{texts.allSubcategories}</option>
          {subtypes.map((subtype) => (
            <option key={subtype} value={subtype}>
              {displayName(subtype, navigations)}
            </option>
          ))}
        </select>
      </div>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-lang`}>{texts.language}</label>
        <select id={`${id}-lang`} name="lang" defaultValue={filters.lang}>
          <LanguageOptions all={texts.allLanguages} />
        </select>
      </div>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-status`}>{texts.status}</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status}>
          <option value="">{texts.anyStatus}</option>
          {DESK_STORY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts[STATUS_TEXT[status]]}
            </option>
          ))}
        </select>
      </div>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-from`}>{texts.from}</label>
        <input type="date" id={`${id}-from`} name="from" defaultValue={filters.from} />
      </div>
      <div className="xn-desk-filter">
        <label htmlFor={`${id}-to`}>{texts.to}</label>
        <input type="date" id={`${id}-to`} name="to" defaultValue={filters.to} />
      </div>
      <div className="xn-desk-filter xn-desk-filter-words">
        <label htmlFor={`${id}-q`}>{texts.search}</label>
        <input type="search" id={`${id}-q`} name="q" maxLength={200} defaultValue={filters.q} />
      </div>
      <div className="xn-desk-filter-actions">
        <button type="submit" className="xn-button">
          {texts.apply}
        </button>
        <SiteLink to={deskPath(lang)} onClick={onApply}>
          {texts.clear}
        </SiteLink>
      </div>
    </form>
  );
}
