import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { deskPeoplePath } from '../../../../shared/routes';
import { useLang } from '../../../app/use-lang';
import { SiteLink } from '../../../components/SiteLink';
import { useMessageSection } from '../../../data/use-messages';
import { PeopleProblem } from './PeopleProblem';
import { PersonFacts } from './PersonFacts';
import { peopleQueryString, type PeopleSearch } from './people-search';
import { peoplePages } from './people-queries';

/**
 * The accounts a search finds, newest first, their addresses masked (GET /api/desk/people). "Show
 * more" adds the next page and moves the focus to its first account's name.
 */
export function PeopleList({ search }: { search: PeopleSearch }) {
  const lang = useLang();
  const { shell, people: texts } = useMessageSection('desk');
  const headingId = useId();
  const pages = useInfiniteQuery(peoplePages(search));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstOfPage = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusIndex !== null) firstOfPage.current?.focus();
  }, [focusIndex]);
  const people = pages.data?.pages.flatMap((page) => page.people) ?? [];

  let body: ReactNode;
  if (pages.isPending) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (pages.isError && !pages.isFetchNextPageError) body = <PeopleProblem error={pages.error} retry={() => void pages.refetch()} />;
  else if (people.length === 0) body = <p role="status">{texts.none}</p>;
  else {
    const more = () => {
      const next = people.length;
      void pages.fetchNextPage().then((result) => {
        if (!result.isError) setFocusIndex(next);
      });
    };
    body = (
      <>
        <ul className="xn-desk-people">
          {people.map((person, index) => (
            <li key={person.id} className="xn-desk-person">
              <h3 ref={index === focusIndex ? firstOfPage : undefined} tabIndex={index === focusIndex ? -1 : undefined}>
                {person.name}
              </h3>
              <PersonFacts person={person} />
              <SiteLink className="xn-button xn-button-quiet" to={`${deskPeoplePath(lang)}${peopleQueryString({ ...search, open: person.id })}`}>
                {texts.showDetails}
                <span className="xn-sr-only">{`: ${person.name}`}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
        {pages.isFetchNextPageError && <PeopleProblem error={pages.error} retry={more} />}
        {pages.hasNextPage && (
          <button type="button" className="xn-button xn-desk-people-more" onClick={more} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? texts.loadingMore : texts.more}
          </button>
        )}
      </>
    );
  }
  return (
    <section className="xn-desk-people-results" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.resultsTitle}</h2>
      {body}
    </section>
  );
}
