import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { NewsApi } from '../../shared/news-api';
import type { EmbedSanitizer } from '../components/sanitize/embed-sanitizer';
import type { SiteConfig } from '../../shared/types';
import type { PageSection } from '../../shared/message-sections';
import type { SignedInReader } from '../../shared/signed-in-reader';

export interface PrefetchContext {
  queryClient: QueryClient;
  api: NewsApi;
  params: Params;
  url: URL;
  config: SiteConfig;
  /** The list page size the server renders with. */
  pageSize: number;
  /** The server's embed sanitiser (DOMPurify on jsdom), whose output the browser hydrates from. */
  sanitizeEmbed: EmbedSanitizer;
  /** The developer-only pages (/test) are served: NODE_ENV=development (developer leftovers, spec §1). */
  developerPages: boolean;
  /** The reader's address: pages rendered for one reader only (never cached) may record it. */
  clientIp?: string | undefined;
  /**
   * On a personal page (decision 019) the server renders for a signed-in reader, that reader and
   * their own data, which the page prefetches so that its HTML holds it; unset everywhere else.
   */
  reader?: SignedInReader | undefined;
}

/** A status when not 200, or a permanent redirect to the page's one true address. */
export type PrefetchOutcome = number | { redirect: string } | undefined;

/** What a route tells the server renderer, through react-router's route handle. */
export interface RouteHandle {
  /**
   * Fills the query cache with what the route shows, and says how the server should answer.
   * Only the server renderer runs it: a handle may write it as
   * `process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (…) => …`, which esbuild folds
   * away in the browser's bundle (scripts/build.mjs), so first-load JS carries none of it. What
   * only the prefetch uses is best imported inside it (`(await import('./x-prefetch')).…`): a
   * static import keeps its module in every first load even once nothing in it is called.
   */
  prefetch?(context: PrefetchContext): Promise<PrefetchOutcome>;
  /** The lazily loaded page module, whose chunks the server preloads. */
  module?: string;
  /** The translation sections the page shows beyond every page's (useMessageSection), which the server prefetches. */
  messageSections?: readonly PageSection[];
}
