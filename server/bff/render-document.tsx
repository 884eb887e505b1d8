import { StaticRouter, type RouteMatch } from 'react-router-dom';
import { AppProviders } from '../../client/app/AppProviders';
import { inlineQueries, scriptSafeJson, type Bootstrap } from '../../client/app/bootstrap';
import { createQueryClient } from '../../client/app/query-client';
import type { RouteHandle } from '../../client/app/route-handle';
import { AppRoutes, drawnPage } from '../../client/app/routes';
import { createEmbedSanitizer, type EmbedSanitizer } from '../../client/components/sanitize/embed-sanitizer';
import { queries } from '../../client/data/queries';
import { ApiRequestError } from '../../shared/api-request-error';
import { pageLang } from '../../shared/routes';
import type { NewsApi } from '../../shared/news-api';
import type { ReadingChoices } from '../../shared/reading-preferences';
import type { SignedInReader } from '../../shared/signed-in-reader';
import type { Site } from '../site/load-site';
import type { AssetManifest } from './asset-manifest';
import { documentHtml } from './document-html';
import { embedWindow } from './embed-window';
import { createHash } from 'node:crypto';
import type { PageAnswer } from './page-answer';
import { compressPage } from './compressed-page';
import { UncacheablePage, type RenderedPage } from './page-cache';
import type { TranslationFiles } from './translation-files';
import { prefetchForRender } from '../../client/app/render-prefetch';

/** A render that has not finished by then is cut off rather than holding the connection. */
const RENDER_TIMEOUT_MS = 10_000;

export interface DocumentRequest {
  url: URL;
  pageSize: number;
  /** The reading preferences the reader chose (decision 039), drawn on <html>. */
  reading: ReadingChoices;
  /** The outcome of a form posted to this page, which it shows. */
  answer?: PageAnswer | undefined;
  /** The reader's address, for what a page records (a newsletter consent's network hash). */
  clientIp?: string | undefined;
  /** The signed-in reader a personal page is rendered for (decision 019), whose own data it prefetches; such a page is never kept. */
  reader?: SignedInReader | undefined;
  onRenderError(error: unknown): void;
}

/*
 * The embed sanitiser stays in client/ rather than shared/: it is DOMPurify working on a window's
 * DOM, and shared/ holds no DOM code. This renderer, which draws the client's tree anyway, is its
 * only importer on the server; embed-window.ts gives it jsdom's window.
 */
let embedSanitizer: EmbedSanitizer | undefined;
const serverEmbedSanitizer: EmbedSanitizer = (html) => {
  if (typeof html !== 'string' || html.trim() === '') return [];
  embedSanitizer ??= createEmbedSanitizer(embedWindow());
  return embedSanitizer(html);
};

/** The module of every lazy page on the way, which the entry imports beside the hydrating code. */
function pageModulesOf(matches: RouteMatch[], assets: AssetManifest): string[] {
  return matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module;
    const own = module ? assets.modules[module]?.[0] : undefined;
    return own ? [own] : [];
  });
}

/**
 * Renders a page on the server: the route's data is fetched first (each route's handle says
 * what), so the HTML carries the content and the dehydrated query cache that the browser
 * hydrates from without fetching it again. It is the same for every reader, but a personal page
 * rendered for a signed-in reader (request.reader). Resolves with the page; rejects with UncacheablePage
 * (still a page to send) when some data failed or the render was cut off, and with the render's
 * own error when React could not render the shell at all.
 */
export async function renderDocument(
  deps: { site: Site; api: NewsApi; translations: TranslationFiles; assets: AssetManifest; developerPages?: boolean },
  request: DocumentRequest,
): Promise<RenderedPage> {
  const { url, pageSize, answer } = request;
  const { matches } = drawnPage(url.pathname, deps.site.config);
  const queryClient = createQueryClient();
  for (const { queryKey, data } of answer?.queries ?? []) queryClient.setQueryData(queryKey, data);
  let status = answer?.status ?? 200;
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    const outcome = await handle?.prefetch?.({ queryClient, api: deps.api, params: match.params, url, config: deps.site.config, pageSize, sanitizeEmbed: serverEmbedSanitizer, developerPages: deps.developerPages ?? false, clientIp: request.clientIp, reader: request.reader });
    if (typeof outcome === 'object') return { redirect: outcome.redirect };
    if (outcome) status = outcome;
  }
  // The translation sections only some pages use (client/data/message-sections.ts), for the pages that name them.
  const sections = new Set(matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.messageSections ?? []));
  const lang = pageLang(url.pathname, deps.site.config);
  await Promise.all([...sections].map((section) => prefetchForRender(queryClient, queries.messageSection(deps.api, lang, section))));
  // A failed prefetch leaves its query in error; the page shows the error rather than a blank.
  const failure = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'error')?.state.error;
  const failed = failure !== undefined;
  // The page still shows what it has and its error text, with the status a gateway would give:
  // 502 or 504 for an API upstream that is down or slow, 503 for our own database.
  if (failed && status === 200) status = failure instanceof ApiRequestError && (failure.status === 502 || failure.status === 504) ? failure.status : 503;
  const bootstrap: Bootstrap = { config: deps.site.config, stylesheets: deps.assets.css, pageSize, reading: request.reading, queries: inlineQueries(queryClient, deps.translations.hrefOf) };
  const site = { bootstrap, bootstrapJson: scriptSafeJson(bootstrap), api: deps.api };
  const entry = { holder: deps.assets.holder, src: deps.assets.entry, chunks: deps.assets.entryChunks, modules: pageModulesOf(matches, deps.assets), files: bootstrap.queries.files.map(({ href }) => href) };

  const { html, cutOff } = await documentHtml(
    <AppProviders queryClient={queryClient} site={site}>
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    entry,
    { timeoutMs: RENDER_TIMEOUT_MS, onError: request.onRenderError },
  );
  const bytes = Buffer.from(html);
  // Weak: the same page is sent in brotli, gzip or as it is.
  const page = { status, body: compressPage(bytes), etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"` };
  if (failed || cutOff) throw new UncacheablePage(page, failed ? 'some of its data failed to load' : 'its render was cut off');
  return page;
}
