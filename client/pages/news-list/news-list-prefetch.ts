import { configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { parseListRoute } from './list-route-params';
import { prefetchForRender } from '../../app/render-prefetch';

/** A news list on the server: the first page only; the browser restores later pages of ?page= itself (spec §2). */
export async function prefetchNewsList({ queryClient, api, params, config, pageSize }: PrefetchContext): Promise<PrefetchOutcome> {
  const lang = configuredLang(params.lang, config);
  const route = parseListRoute(params.type, params.subtype);
  if (!lang || !route) return 404;
  await prefetchForRender(queryClient, queries.newsPage(api, { lang, ...route, page: 1, size: pageSize }));
  return undefined;
}
