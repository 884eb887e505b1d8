import type { SiteConfig } from './types';

/**
 * The site's colours as custom properties, in the document's one inline <style>. Its text is the
 * same on every page, so the CSP allows it by its hash (securityHeaders) rather than by a nonce:
 * the page then carries the response's nonce in one place only, its entry script.
 */
export function themeCss(style: SiteConfig['style']): string {
  return `:root{--header-bg:${style.headerBg};--header-text:${style.headerText}}`;
}
