import { createContext, useContext } from 'react';
import { useLang } from '../app/use-lang';
import { useSite } from '../app/site-context';
import type { PageSection, SectionOf, ShellTranslations } from '../../shared/message-sections';
import { queries } from './queries';
import { useSuspenseData } from './suspense-data';

/**
 * The page language's translations but the page sections, which Root reads from the query cache
 * once a render and hands down (MessagesContext.Provider): a query hook in each of the 30-odd
 * components that show a text cost a query observer each, a measurable share of a server render.
 */
export const MessagesContext = createContext<ShellTranslations | null>(null);

/** What Root provides; the server always prefetches it, and a page in another language suspends Root until it has it. */
export function usePageMessages(): ShellTranslations {
  const { api } = useSite();
  return useSuspenseData(queries.messages(api, useLang()));
}

export function useMessages(): ShellTranslations {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages() outside Root, which provides the translations');
  return messages;
}

/** One section of the page language's translations that only some pages use; their route handles name it for the server to prefetch. */
export function useMessageSection<Section extends PageSection>(section: Section): SectionOf<Section> {
  const { api } = useSite();
  return useSuspenseData(queries.messageSection(api, useLang(), section));
}
