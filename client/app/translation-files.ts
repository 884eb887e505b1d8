import type { QueryClient } from '@tanstack/react-query';
import { TRANSLATION_TIMEOUT_MS } from '../../shared/constants';
import type { InlineQueries } from './bootstrap';

/**
 * Puts the page's translation files (InlineQueries.files, which the entry preloads) in the query
 * cache, so that hydration renders the server's texts at once. One that fails, or takes longer
 * than the first load's time-out (spec §8), is left out: Root's query then asks for the
 * translations itself, as on a change of language, and what fails there is reported there.
 */
export async function loadTranslationFiles(queryClient: QueryClient, files: InlineQueries['files']): Promise<void> {
  await Promise.all(
    files.map(async ({ queryKey, href }) => {
      try {
        const response = await fetch(href, { signal: AbortSignal.timeout(TRANSLATION_TIMEOUT_MS) });
        if (response.ok) queryClient.setQueryData(queryKey, await response.json());
      } catch {
        // Left to Root's query, as above.
      }
    }),
  );
}
