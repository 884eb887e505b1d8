import { createContext, useContext, type ReactNode } from 'react';
import type { NewsApi } from '../../shared/news-api';
import type { Bootstrap } from './bootstrap';

export interface SiteContextValue {
  bootstrap: Bootstrap;
  /** The same bootstrap as the text the server sent, rendered back as is during hydration. */
  bootstrapJson: string;
  api: NewsApi;
  /** The client's entry module, which the server's document runs at the end of its body and preloads in its head; none in the browser. */
  entryModule?: string | undefined;
  /** Script chunks of the routes being rendered, preloaded so that hydration does not wait on them. */
  modulePreloads: readonly string[];
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  return value;
}
