import { infiniteQueryOptions } from '@tanstack/react-query';
import { FOLLOWS_API, type ForYouPage } from '../../../shared/follows';
import type { LangCode } from '../../../shared/languages';
import { privateJson } from '../../data/private-json';

/** The stories of what the reader follows, best first, a page at a time. */
export const forYouPages = (lang: LangCode, size: number) =>
  infiniteQueryOptions({
    queryKey: ['for-you', lang, size],
    queryFn: ({ pageParam }) => privateJson<ForYouPage>(`${FOLLOWS_API.forYou}?lang=${lang}&page=${pageParam}&size=${size}`),
    initialPageParam: 1,
    getNextPageParam: (last: ForYouPage, pages) => (last.more ? pages.length + 1 : undefined),
    retry: 1,
  });
