/**
 * Addresses from untrusted text (markdown bodies, media lists) before they reach href or src
 * (spec §5; the design sanitises untrusted content on output).
 */

/** The schemes markdown links may use (spec §5); anything without a scheme is relative and allowed. */
export const MARKDOWN_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
const IMAGE_SCHEMES = ['http', 'https'] as const;

/**
 * The scheme of an address as a browser would read it, lowercased, or null for a relative
 * address. Browsers drop tabs and newlines anywhere and control characters and spaces at the
 * ends, so 'java\tscript:' is javascript: and is judged as such.
 */
export function schemeOf(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser skips leading controls and spaces, so this does too.
  const probe = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const colon = probe.indexOf(':');
  if (colon === -1) return null;
  // A colon after the first '/', '?' or '#' belongs to the path, query or fragment.
  const firstDelimiter = probe.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return null;
  return probe.slice(0, colon).toLowerCase();
}

function allowed(value: string, schemes: readonly string[]): string {
  const scheme = schemeOf(value);
  return scheme === null || schemes.includes(scheme) ? value : '';
}

/** A markdown link's address (react-markdown's urlTransform): kept when safe, blanked ('') otherwise. */
export function safeMarkdownUrl(value: string): string {
  return allowed(value, MARKDOWN_SCHEMES);
}

/** A markdown image's address: http(s) or relative only, blanked otherwise. */
export function safeMarkdownImageUrl(value: string): string {
  return allowed(value, IMAGE_SCHEMES);
}

/**
 * An address from img_urls or video_thumbs that may go into <img src>: absolute http(s), or a
 * path on this site (not protocol-relative), with no whitespace or control characters.
 */
export function isSafeMediaUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what it refuses.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  return /^https?:\/\/[^/]/i.test(value) || /^\/(?!\/)/.test(value);
}
