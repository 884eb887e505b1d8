import { createContext, useContext, type ReactNode } from 'react';
import type { NewsApi } from '../../shared/news-api';
import type { Bootstrap } from './bootstrap';

export interface SiteContextValue {
  bootstrap: Bootstrap;
  /** The same bootstrap as the text the server sent, rendered back as is during hydration. */
  bootstrapJson: string;
  api: NewsApi;
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
