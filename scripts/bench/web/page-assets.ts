import { addressesIn, ENTRY_LOADS } from '../../../shared/entry-loads';

/** The files a page's HTML makes the browser fetch for its first load, read from its tags. */
export interface PageAssets {
  /**
   * <script type="module" src> and the page modules it imports once the page has loaded (named
   * on it, client/entry-client.tsx), without repeats.
   */
  scripts: string[];
  stylesheets: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const decodeAmpersands = (url: string) => url.replace(/&amp;/g, '&');

export function pageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = attributesOf(match[2] ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (tag === 'script' && attributes.get('type') === 'module' && attributes.get('src')) {
      scripts.add(decodeAmpersands(attributes.get('src') ?? ''));
      for (const module of addressesIn(attributes.get(ENTRY_LOADS.modules))) scripts.add(decodeAmpersands(module));
    }
    if (tag === 'link' && rel.includes('stylesheet') && attributes.get('href')) stylesheets.add(decodeAmpersands(attributes.get('href') ?? ''));
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}
