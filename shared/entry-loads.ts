/**
 * What the entry script loads once the page has loaded (entry-client.tsx), named on its own
 * tag by the server (document-html.ts): space-separated addresses, which have no spaces.
 */
export const ENTRY_LOADS = {
  /** The page's own modules, which the entry imports beside the code that hydrates the page. */
  modules: 'data-modules',
  /** The files the hydrating code fetches first (the page's translations). */
  files: 'data-files',
} as const;

/** An attribute's value for these addresses, as the server writes it. */
export const addressList = (addresses: readonly string[]): string => addresses.join(' ');

/** The addresses an attribute's value names, as the entry reads them (none for a missing attribute). */
export const addressesIn = (value: string | null | undefined): string[] => (value ?? '').split(' ').filter(Boolean);

/**
 * How long the hydrating code waits for the load event at most. A late one (an image or an
 * embed from a slow host) holds back nothing the page needs, so it may not hold back hydration.
 */
export const LATE_LOAD_MS = 3000;

/**
 * The mark the page's inline holder puts on its performance timeline once it holds early taps
 * (early-input-holder.ts): whether that came before the first paint can be read where the page ran.
 */
export const HOLDING_INPUT_MARK = 'xn-holding-input';

/** Where the inline holder leaves the early input it holds, for the entry to take over. */
export const EARLY_INPUT_GLOBAL = 'xnEarlyInput';
