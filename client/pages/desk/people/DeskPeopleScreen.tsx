import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessageSection } from '../../../data/use-messages';
import '../../../styles/desk-people.css';
import { PeopleList } from './PeopleList';
import { PeopleSearchForm } from './PeopleSearchForm';
import { PersonDetails } from './PersonDetails';
import { peopleSearchOf } from './people-search';

/**
 * /{lang}/desk/people (decision 033), for admins: find accounts by email or the start of a name and
 * by role, open one (?open=id) to see it whole, change its role, disable or enable it, or delete it.
 */
export function DeskPeopleScreen() {
  const { people: texts } = useMessageSection('desk');
  const [params, setParams] = useSearchParams();
  const search = peopleSearchOf(params);
  // A deletion closes the account it deleted; its outcome is said here, on the list, which takes the focus.
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted !== null) deletedRef.current?.focus();
  }, [deleted]);
  // Said once: opening another account leaves it behind.
  useEffect(() => {
    if (search.open) setDeleted(null);
  }, [search.open]);
  const onDeleted = (text: string) => {
    const next = new URLSearchParams(params);
    next.delete('open');
    setParams(next);
    setDeleted(text);
  };
  return (
    <section className="xn-desk-people-screen" aria-labelledby="xn-people-title">
      <h1 id="xn-people-title">{texts.title}</h1>
      <p>{texts.intro}</p>
      {search.open ? (
        <PersonDetails key={search.open} id={search.open} search={search} onDeleted={onDeleted} />
      ) : (
        <>
          {deleted !== null && (
            <div ref={deletedRef} className="xn-account-notice xn-account-notice-success" role="status" tabIndex={-1}>
              {deleted}
            </div>
          )}
          <PeopleSearchForm key={`${search.q}\u0000${search.role ?? ''}`} search={search} />
          <PeopleList search={search} />
        </>
      )}
    </section>
  );
}
