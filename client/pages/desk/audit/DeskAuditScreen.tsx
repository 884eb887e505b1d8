import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DESK_API } from '../../../../shared/desk-api';
import type { DeskAuditAnswer } from '../../../../shared/desk-audit-actions';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { DeskMore } from '../DeskMore';
import { DeskProblem } from '../DeskProblem';
import { deskGet, deskRetry } from '../desk-call';
import { useFocusWhenShown } from '../use-focus-when-shown';
import { AuditEntries, auditEntryId } from './AuditEntries';
import { AuditFilterForm } from './AuditFilterForm';
import { type AuditFilters, auditFilterErrors, auditFiltersOf, auditQueryOf } from './audit-filters';
import '../../../styles/desk-records.css';

function auditPages(filters: AuditFilters) {
  const query = auditQueryOf(filters);
  return {
    queryKey: ['desk', 'audit', query],
    queryFn: ({ pageParam }: { pageParam: string }) => {
      const page = new URLSearchParams(query);
      if (pageParam !== '') page.set('before', pageParam);
      return deskGet<DeskAuditAnswer>(`${DESK_API.audit}?${page}`);
    },
    initialPageParam: '',
    getNextPageParam: (last: DeskAuditAnswer) => last.next ?? undefined,
    retry: deskRetry,
  };
}

/**
 * /{lang}/desk/audit (decision 033): the desk's append-only trail, newest first, filtered by who
 * acted, what they did and which story, as the address says, and paged with "show older".
 */
export function DeskAuditScreen() {
  const lang = useLang();
  const { audit: texts, shell } = useMessageSection('desk');
  const { search } = useLocation();
  const filters = auditFiltersOf(new URLSearchParams(search));
  // An address with a filter the API would refuse shows the form's error, not a failed call.
  const valid = Object.keys(auditFilterErrors(filters)).length === 0;
  const pages = useInfiniteQuery({ ...auditPages(filters), enabled: valid });
  const results = useRef<HTMLDivElement>(null);
  const focusWhenShown = useFocusWhenShown();
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = auditQueryOf(filters) !== '';

  let body = null;
  if (pages.isError && !pages.isFetchNextPageError) body = <DeskProblem error={pages.error} retry={() => void pages.refetch()} />;
  else if (pages.isPending && valid) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (pages.data && entries.length === 0) body = <p className="xn-desk-records-muted">{filtered ? texts.emptyFiltered : texts.empty}</p>;
  else if (entries.length > 0) {
    body = (
      <>
        <AuditEntries lang={lang} entries={entries} filters={filters} texts={texts} />
        <DeskMore pages={pages} more={texts.more} loadingMore={texts.loadingMore} onLoaded={(page) => page.entries[0] && focusWhenShown(auditEntryId(page.entries[0].id))} />
      </>
    );
  }
  return (
    <section className="xn-desk-records" aria-labelledby="xn-audit-heading">
      <h1 id="xn-audit-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <AuditFilterForm key={search} lang={lang} filters={filters} texts={texts} onApply={() => results.current?.focus()} />
      <div ref={results} className="xn-desk-records-results" tabIndex={-1}>
        {body}
      </div>
    </section>
  );
}
