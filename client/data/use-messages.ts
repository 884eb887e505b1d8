import { useSuspenseQuery } from '@tanstack/react-query';
import { useLang } from '../app/use-lang';
import { useSite } from '../app/site-context';
import type { PageSection, SectionOf, ShellTranslations } from './message-sections';
import { queries } from './queries';

/** The page language's translations but the page sections; the server always prefetches them. */
export function useMessages(): ShellTranslations {
  const { api } = useSite();
  return useSuspenseQuery(queries.messages(api, useLang())).data;
}

/** One section of the page language's translations that only some pages use; their route handles name it for the server to prefetch. */
export function useMessageSection<Section extends PageSection>(section: Section): SectionOf<Section> {
  const { api } = useSite();
  return useSuspenseQuery(queries.messageSection(api, useLang(), section)).data;
}
