/**
 * Which embedded players an article may show. Embed HTML comes
 * from outside; only iframes whose address is https on one of these hosts survive, and every
 * one is framed in a sandbox. server/bff/security-headers.ts allows exactly the hosts that are
 * rendered (EMBED_FRAME_HOSTS) in its CSP frame-src.
 */

/** Hosts whose players are rendered as they are. */
export const EMBED_FRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** Hosts accepted in embed HTML: YouTube's own is moved to its no-cookie host before rendering. */
export const EMBED_HOSTS = [...EMBED_FRAME_HOSTS, 'www.youtube.com'] as const;

/** Player scripts run, in their own origin, with no popups, forms, navigation of the page or downloads. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
/** Features a video player may use; nothing else (no camera, no geolocation, no autoplay). */
export const EMBED_ALLOW = 'encrypted-media; fullscreen; picture-in-picture';
/** YouTube refuses to play without a referrer; the origin is all it gets. */
export const EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set(['www.youtube.com', 'www.youtube-nocookie.com']);

/**
 * The address to frame for an iframe src from embed HTML, or null when it is not allowed:
 * https only, no credentials, no port, a host of EMBED_HOSTS, and for YouTube an /embed/ path.
 */
export function embedFrameSrc(src: string | null | undefined): string | null {
  if (typeof src !== 'string' || src.length > 2048 || /[\s\\]/.test(src)) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!(EMBED_HOSTS as readonly string[]).includes(url.hostname)) return null;
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (!url.pathname.startsWith('/embed/')) return null;
    url.hostname = 'www.youtube-nocookie.com';
  }
  return url.toString();
}

export function isAllowedEmbedSrc(src: string | null | undefined): boolean {
  return embedFrameSrc(src) !== null;
}
