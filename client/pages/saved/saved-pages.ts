import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../shared/languages';
import { SAVED_API, SAVED_PAGE_SIZE, SAVED_WITHDRAWN_PARAM, type SavedPage } from '../../../shared/saved-stories';
import { privateJson } from '../../data/private-json';

/** The reader's saved pages, newest saved first, a page at a time, withdrawn stories in their place (decision 033). */
export const savedPages = (lang: LangCode) =>
  infiniteQueryOptions({
    queryKey: ['saved-pages', lang],
    queryFn: ({ pageParam }) => privateJson<SavedPage>(`${SAVED_API.list}?lang=${lang}&page=${pageParam}&size=${SAVED_PAGE_SIZE}&${SAVED_WITHDRAWN_PARAM}=true`),
    initialPageParam: 1,
    getNextPageParam: (last: SavedPage, pages) => (last.more ? pages.length + 1 : undefined),
    retry: 1,
  });

