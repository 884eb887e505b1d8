import { autocannon, bareApp, listen, type LoadResult } from '../load-test';
import { DESKTOP_USER_AGENT, type WebRoute } from './web-routes';

/** bareApp (shared with bench:api) answers on this one path, whatever the bytes are. */
const BARE_PATH = '/api/public/xnews/list';

export interface PageLoad {
  route: WebRoute;
  /** The app as it runs, with its page cache. */
  app: LoadResult;
  /** The same app with caching off: a render per request. */
  uncached: LoadResult;
  bare: LoadResult;
  htmlBytes: number;
  /** app requests/s over bare requests/s. */
  ratio: number;
  /** uncached requests/s over bare requests/s. */
  uncachedRatio: number;
}

/** What differs between two renders of the same page: the dehydrated queries' times. */
const withoutVolatileParts = (html: string) => html.replace(/"(\w+At)":\d+/g, '"$1":0');

async function fetchPage(url: string, headers: Record<string, string>): Promise<{ html: string; contentType: string }> {
  const response = await fetch(url, { headers });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { html, contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8' };
}

/**
 * autocannon against the server-rendered page, then against a bare Express 5 route sending the
 * same HTML bytes, in the same run. Neither side is compressed: autocannon sends no
 * Accept-Encoding. The shared autocannon wrapper sends no User-Agent either; the renderer
 * treats that as a desktop (page size for 1440 px), which is checked here before the load, so
 * the figure is the desktop page's.
 */
export async function measurePageLoad(
  { baseUrl, uncachedBaseUrl }: { baseUrl: string; uncachedBaseUrl: string },
  route: WebRoute,
  options: { connections: number; durationSeconds: number },
  log: (message: string) => void,
): Promise<PageLoad> {
  const desktop = await fetchPage(baseUrl + route.path, { 'user-agent': DESKTOP_USER_AGENT });
  const anonymous = await fetchPage(baseUrl + route.path, {});
  if (withoutVolatileParts(desktop.html) !== withoutVolatileParts(anonymous.html)) {
    throw new Error(`${route.path}: the page without a User-Agent differs from the desktop one, so the load would not measure the desktop page`);
  }
  const body = Buffer.from(desktop.html, 'utf8');
  const bare = await listen(bareApp(body, desktop.contentType));
  try {
    log(`autocannon: ${route.path} server-rendered, ${options.connections} connections, ${options.durationSeconds} s`);
    const app = await autocannon(`${route.name}, server-rendered, from the page cache`, baseUrl + route.path, options);
    log(`autocannon: ${route.path} with caching off`);
    const uncached = await autocannon(`${route.name}, server-rendered per request (caching off)`, uncachedBaseUrl + route.path, options);
    log('autocannon: bare Express route, same bytes');
    const bareResult = await autocannon(`bare Express 5 route, same ${body.length.toLocaleString('en-US')} bytes`, bare.baseUrl + BARE_PATH, options);
    const ratioOf = (result: LoadResult) => result.requestsPerSecond / bareResult.requestsPerSecond;
    return { route, app, uncached, bare: bareResult, htmlBytes: body.length, ratio: ratioOf(app), uncachedRatio: ratioOf(uncached) };
  } finally {
    await bare.close();
  }
}
