import { useSuspenseQuery } from '@tanstack/react-query';
import type { Translations } from '../../shared/translations';
import { useLang } from '../app/use-lang';
import { useSite } from '../app/site-context';
import { queries } from './queries';

/** The page language's translations; the server always prefetches them. */
export function useMessages(): Translations {
  const { api } = useSite();
  return useSuspenseQuery(queries.messages(api, useLang())).data;
}
