import { addressesIn, ENTRY_LOADS, LATE_LOAD_MS } from '../shared/entry-loads';
import { takeEarlyInput } from './app/early-input';
import { datePrintouts } from './app/print-date';

/*
 * The page's only script file until the page has loaded (decision 032). The server's HTML is the
 * whole page and works without JavaScript: links, forms and <details> menus. So its stylesheet
 * and images have the connection to themselves, and the code that hydrates the page is fetched
 * after the load event (or LATE_LOAD_MS after this runs, if that comes first). A tap or a submit
 * that only that code can answer is held (by the page's inline holder, from before the first
 * paint) until it has hydrated the page, and then replayed; and since the reader is waiting for
 * it then, it is fetched at once (early-input.ts).
 */
const early = takeEarlyInput();
datePrintouts();
const entry = document.querySelector<HTMLScriptElement>(`script[${ENTRY_LOADS.modules}]`);
const addresses = (attribute: string) => addressesIn(entry?.getAttribute(attribute));

if (document.readyState !== 'complete') {
  await new Promise((resolve) => {
    addEventListener('load', resolve, { once: true });
    setTimeout(resolve, LATE_LOAD_MS);
    early.whenActed(() => resolve(undefined));
  });
}
for (const href of addresses(ENTRY_LOADS.files)) {
  const link = document.createElement('link');
  // As hydrate-page.tsx fetches it, with fetch()'s own CORS mode and credentials, which a preload must match to be used.
  Object.assign(link, { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
  document.head.append(link);
}
// The page's own module beside the hydrating one, so that the router finds it loaded rather
// than fetching it when hydration reaches it. Each brings its chunks along as imports: no
// preload per chunk, which cost as much main-thread time as it saved (decision 032).
try {
  const [{ hydratePage }] = await Promise.all([import('./hydrate-page'), ...addresses(ENTRY_LOADS.modules).map((href) => import(href))]);
  await hydratePage(early);
} catch (error) {
  // Nothing will answer what was held: the browser sends the forms as it would have without script.
  early.release();
  throw error;
}
