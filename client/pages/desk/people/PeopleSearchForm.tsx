import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { deskPeoplePath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { AccountField } from '../../../components/account/AccountField';
import { useMessageSection } from '../../../data/use-messages';
import { peopleQueryString, type PeopleSearch, ROLE_FILTERS, type RoleFilter } from './people-search';

/** The API's limit on q (desk-people-routes.ts): an email is at most 254 characters. */
const QUERY_MAX = 254;

/**
 * The search: an email or the start of a name, and a role. It writes the address's query, which
 * the list reads, so the browser's back button and a reload keep the search.
 */
export function PeopleSearchForm({ search }: { search: PeopleSearch }) {
  const lang = useLang();
  const navigate = useNavigate();
  const { people: texts } = useMessageSection('desk');
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = String(form.get('role') ?? '');
    const next: PeopleSearch = {
      q: String(form.get('q') ?? '').trim(),
      role: (ROLE_FILTERS as readonly string[]).includes(role) ? (role as RoleFilter) : undefined,
      open: undefined,
    };
    navigate(`${deskPeoplePath(lang)}${peopleQueryString(next)}`);
  };
  return (
    <section className="xn-desk-people-search" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.searchTitle}</h2>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (role="search"), which every screen reader maps; the newer <search> element is not yet mapped by all. */}
      <form className="xn-desk-people-form" role="search" aria-labelledby={headingId} onSubmit={submit}>
        <AccountField id="xn-people-q" name="q" type="search" label={texts.query} hint={texts.queryHint} defaultValue={search.q} maxLength={QUERY_MAX} autoComplete="off" />
        <div className="xn-field">
          <label htmlFor="xn-people-role">{texts.roleFilter}</label>
          <select id="xn-people-role" name="role" defaultValue={search.role ?? ''}>
            <option value="">{texts.filters.all}</option>
            {ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {texts.filters[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="xn-button">
          {texts.search}
        </button>
      </form>
    </section>
  );
}
