import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteProvider, type SiteContextValue } from './site-context';

/** The providers around the router, the same on the server and in the browser (whose query client holds the page's inline queries before it renders). */
export function AppProviders({ queryClient, site, children }: { queryClient: QueryClient; site: SiteContextValue; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>{children}</SiteProvider>
    </QueryClientProvider>
  );
}
