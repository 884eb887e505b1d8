import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DeskStoriesAnswer } from '../../../../shared/desk-answers';
import { DESK_API } from '../../../../shared/desk-api';
import { deskGet, deskRetry } from '../desk-call';

/** Rows a page: a screenful to scan, and "More stories" for the rest. */
export const DESK_STORIES_PAGE = 25;

/** The desk's stories for an API query, a page at a time, each after the last of the one before (keyset paging). */
export const deskStoriesQuery = (apiQuery: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['desk-stories', apiQuery.toString()],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(apiQuery);
      query.set('limit', String(DESK_STORIES_PAGE));
      if (pageParam !== null) query.set('after', pageParam);
      return deskGet<DeskStoriesAnswer>(`${DESK_API.stories}?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: DeskStoriesAnswer) => last.next,
    retry: deskRetry,
  });
