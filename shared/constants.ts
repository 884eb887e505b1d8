/** Business constants and limits of spec §9, named so each rule reads the same on client and server. */

/** Items asked of the list API in one request. */
export const LIST_REQUEST_SIZE = 1000;
/** Infinite scroll stops after this page. */
export const MAX_PAGE = 12;
/** The next page loads when the second-to-last card comes within this distance of the viewport. */
export const SCROLL_MARGIN_PX = 100;
/** Pause between earlier pages when an address opens at page above 1. */
export const EARLIER_PAGE_PAUSE_MS = 300;

export const MIN_TRENDING_SCORE = { trending: 55, other: 10 } as const;

/** The trending list is held to a higher bar than the category lists. */
export function defaultMinTrendingScore(type: string): number {
  return type === 'trending' ? MIN_TRENDING_SCORE.trending : MIN_TRENDING_SCORE.other;
}

/** How far back lists look. */
export const DAYS_BACK = 365;
/** Related news lie within this many milliseconds either side of the story (about 120 days). */
export const RELATED_WINDOW_MS = 10368e6;
export const RELATED_COUNT = 10;

export const REQUEST_CACHE_MS = 30_000;
export const TRANSLATION_CACHE_MS = 600_000;
export const TRANSLATION_TIMEOUT_MS = 5000;

export const LANG_COOKIE = { name: 'lang', maxAgeSeconds: 31_536_000 } as const;

export const ARCHIVE_PAGE_SIZE = 100;
/** The archive landing lists months from here on; category pages use the site's configured start. */
export const ARCHIVE_LANDING_START = { year: 2025, month: 4 } as const;

/** Share text length; Simplified Chinese is cut shorter (spec §9). */
export const SHARE_TEXT_LENGTH = 230;
export const SHARE_TEXT_LENGTH_CN = 122;
export const META_DESCRIPTION_LENGTH = 270;
export const JSONLD_DESCRIPTION_LENGTH = 200;

/**
 * The cookie in which the browser tells the server its page size, so that the next list the
 * server renders holds exactly what that screen shows.
 */
export const PAGE_SIZE_COOKIE = 'xn_ps';

/** Cards per page by viewport width, so one page fills the grid at each breakpoint (spec §9). */
export function pageSizeForWidth(width: number): number {
  if (width < 640) return 4;
  if (width < 768) return 5;
  if (width < 1024) return 6;
  if (width < 1280) return 7;
  // Also the answer for an unknown (NaN) width: the server renders the desktop page.
  return 9;
}

/** Pixel widths of the ?name= image variants (spec §7). */
export const IMAGE_VARIANTS = { small: 480, medium: 768, large: 1024 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
