import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DeskPerson } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { deskGet, deskRetry } from '../desk-call';
import { peopleApiPath, type PeopleSearch } from './people-search';

interface PeoplePage {
  people: DeskPerson[];
  next: string | null;
}

/** Every query of the People screen starts with this key, so that a change refreshes them all. */
export const PEOPLE_KEY = ['desk', 'people'] as const;

/** The accounts of a search, newest first, a page at a time (keyset paging on `next`). */
export const peoplePages = (search: PeopleSearch) =>
  infiniteQueryOptions({
    queryKey: [...PEOPLE_KEY, 'list', search.q, search.role ?? ''],
    queryFn: ({ pageParam }) => deskGet<PeoplePage>(peopleApiPath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    retry: deskRetry,
  });

/** One account, addresses whole. Each fetch is recorded in the audit trail, so it is not refetched on focus. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: [...PEOPLE_KEY, 'person', id],
    queryFn: () => deskGet<DeskPerson>(DESK_API.person(id)),
    retry: deskRetry,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
