/** The formats the site answers images in (decision 035), best first. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Whether an Accept header names this type itself with a quality above 0 (a wildcard does not count). */
function namesType(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (range !== type) return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The format to answer in: AVIF or WebP only to a client that names it, since a wildcard (curl's,
 * an old browser's) says nothing about what it can decode; JPEG to everyone else. Browsers that
 * decode AVIF and WebP name them in their image requests' Accept.
 */
export function acceptedFormat(accept: string | undefined): MediaFormat {
  if (!accept) return 'jpeg';
  if (namesType(accept, 'image/avif')) return 'avif';
  if (namesType(accept, 'image/webp')) return 'webp';
  return 'jpeg';
}
