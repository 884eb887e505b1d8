import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { browserNewsApi } from './app/browser-news-api';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from './app/bootstrap';
import type { EarlyInput } from './app/early-input';
import { afterHydration } from './app/HydrationDone';
import { createQueryClient } from './app/query-client';
import { replayEarlyInput } from './app/replay-early-input';
import { AppRoutes } from './app/routes';
import { loadTranslationFiles } from './app/translation-files';

/** Hydrates the page, and then answers what the reader did before (early-input.ts). */
export async function hydratePage(early: EarlyInput): Promise<void> {
  const bootstrapJson = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent ?? '';
  const bootstrap = JSON.parse(bootstrapJson) as Bootstrap;
  const queryClient = createQueryClient();
  // Dated to the moment the page arrives (setQueryData's default). The HTML may come from the page
  // cache and be older than the 30 s the query cache calls fresh; the reader is looking at exactly
  // that data, so fetching it again on hydration would only move the page under them (and double
  // the load the cache exists to save). Later mounts after 30 s refetch as usual.
  for (const { queryKey, state } of bootstrap.queries.queries) queryClient.setQueryData(queryKey, state.data);
  const site = { bootstrap, bootstrapJson, api: browserNewsApi(bootstrap.config.sitePath) };

  // As a transition, hydration yields to the browser between chunks of work instead of blocking
  // input for one long task (Lighthouse measured TBT 305 → 165 ms). It waits for the translation
  // files, which the entry has been fetching along with this module (entry-client.tsx).
  await loadTranslationFiles(queryClient, bootstrap.queries.files);
  afterHydration(() => replayEarlyInput(early));
  startTransition(() => {
    hydrateRoot(
      document,
      <AppProviders queryClient={queryClient} site={site}>
        {/* Navigations are urgent updates, so a page still loading shows its own loading text (spec §8) instead of the last page lingering. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
  });
}
