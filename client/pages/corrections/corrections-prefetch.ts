import { configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { fetchForRender } from '../../app/render-prefetch';
import { queries } from '../../data/queries';
import { correctionsFromAddress } from './corrections-address';

/** The corrections page on the server (decision 033): the page of entries its address asks for. */
export async function prefetchCorrections({ queryClient, api, params, url, config }: PrefetchContext): Promise<PrefetchOutcome> {
  const lang = configuredLang(params.lang, config);
  if (!lang) return 404;
  try {
    // No retry while a reader waits for the first byte; the browser asks again if this fails.
    await fetchForRender(queryClient, { ...queries.corrections(api, correctionsFromAddress(lang, url.searchParams)), retry: false });
    return undefined;
  } catch {
    return 503;
  }
}
