import type { SiteConfig } from './types';

/**
 * The site's colours as custom properties, in the document's one inline <style>. Its text is the
 * same on every page, so the CSP allows it by its hash (securityHeaders), which, unlike a nonce,
 * is the same in every response: a page's bytes are the same for every reader (decision 037).
 */
export function themeCss(style: SiteConfig['style']): string {
  return `:root{--header-bg:${style.headerBg};--header-text:${style.headerText}}`;
}
