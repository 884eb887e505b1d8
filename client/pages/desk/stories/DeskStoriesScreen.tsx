import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DeskStoriesTexts } from '../../../../shared/desk-texts/desk-stories-texts';
import { fill } from '../../../../shared/fill-text';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import '../../../styles/desk-stories.css';
import { DeskCallError } from '../desk-call';
import { DeskProblem } from '../DeskProblem';
import { DeskStoriesTable } from './DeskStoriesTable';
import { DeskStoryFilterForm } from './DeskStoryFilterForm';
import { apiQueryOf, datesReversed, type FilterName, filtersOf } from './desk-story-filters';
import { deskStoriesQuery } from './desk-stories-query';

const FILTER_LABEL: Record<FilterName, keyof DeskStoriesTexts> = {
  category: 'category',
  subcategory: 'subcategory',
  lang: 'language',
  status: 'status',
  from: 'from',
  to: 'to',
  q: 'search',
};

/** The filter a 400 names (an address typed or edited by hand), by its label in the form; undefined for any other failure. */
function refusedFilter(error: unknown, texts: DeskStoriesTexts): string | undefined {
  if (!(error instanceof DeskCallError) || error.status !== 400 || error.parameter === undefined) return undefined;
  const name = error.parameter as FilterName;
  return Object.hasOwn(FILTER_LABEL, name) ? texts[FILTER_LABEL[name]] : undefined;
}

/**
 * /{lang}/desk (decision 033): every story, withdrawn ones too, newest ingested first, filtered by
 * the address's query, which the filter form writes; "More stories" adds the next page.
 */
export function DeskStoriesScreen() {
  const lang = useLang();
  const { shell, stories: texts } = useMessageSection('desk');
  const [search] = useSearchParams();
  const headingId = useId();
  const results = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const filters = filtersOf(search);
  const reversed = datesReversed(filters);
  const apiQuery = apiQueryOf(filters);
  const pages = useInfiniteQuery({ ...deskStoriesQuery(apiQuery), enabled: !reversed });
  const stories = pages.data?.pages.flatMap((page) => page.stories) ?? [];
  const refused = refusedFilter(pages.error, texts);

  let body: ReactNode;
  if (reversed) body = <p className="xn-account-notice xn-account-notice-error" role="alert">{texts.datesReversed}</p>;
  else if (refused !== undefined) body = <p className="xn-account-notice xn-account-notice-error" role="alert">{fill(texts.invalidFilter, { field: refused })}</p>;
  else if (pages.isPending) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (pages.isError && !pages.isFetchNextPageError) body = <DeskProblem error={pages.error} retry={() => pages.refetch()} />;
  else if (stories.length === 0) body = <p className="xn-desk-empty" role="status">{apiQuery.toString() === '' ? texts.emptyAll : texts.empty}</p>;
  else {
    const more = () => {
      const next = stories.length;
      void pages.fetchNextPage().then((result) => {
        if (!result.isError) setFocusRow(next);
      });
    };
    body = (
      <>
        <p className="xn-desk-count" role="status">
          {fill(texts.shown, { count: stories.length })}
        </p>
        <DeskStoriesTable lang={lang} stories={stories} texts={texts} focusRow={focusRow} />
        {pages.isFetchNextPageError && <DeskProblem error={pages.error} retry={more} />}
        {pages.hasNextPage && (
          <button type="button" className="xn-button xn-desk-more" onClick={more} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? texts.loadingMore : texts.more}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="xn-desk-stories" aria-labelledby={headingId}>
      <h1 id={headingId}>{texts.title}</h1>
      <DeskStoryFilterForm
        key={search.toString()}
        lang={lang}
        filters={filters}
        texts={texts}
        onApply={() => {
          setFocusRow(null);
          results.current?.focus();
        }}
      />
      <div className="xn-desk-results" ref={results} tabIndex={-1}>
        {body}
      </div>
    </section>
  );
}
