/**
 * The limits on an image copied from an upstream platform: what one fetch may cost us (bytes,
 * time, redirects) and what one image may cost to decode. The fetcher, the inspector and the
 * code that stores and reports on images all read them from here.
 */

export const MEGABYTE = 1024 * 1024;

/** The largest body read from an upstream; a photo from a social platform is a few MB. */
export const MEDIA_MAX_BYTES = 20 * MEGABYTE;

/** One limit for a whole fetch, redirects included, so that a slow drip of bytes cannot hold a worker. */
export const MEDIA_FETCH_TIME_LIMIT_MS = 15_000;

/** Redirects followed before giving up: CDNs use one or two; more is a loop or a trap. */
export const MEDIA_MAX_REDIRECTS = 3;

/** The most pixels decoded (width × height): enough for any photo, refusing decompression bombs. */
export const MEDIA_MAX_PIXELS = 40_000_000;

export interface FetchLimits {
  maxBytes: number;
  timeLimitMs: number;
  maxRedirects: number;
}

export const MEDIA_FETCH_LIMITS: Readonly<FetchLimits> = Object.freeze({
  maxBytes: MEDIA_MAX_BYTES,
  timeLimitMs: MEDIA_FETCH_TIME_LIMIT_MS,
  maxRedirects: MEDIA_MAX_REDIRECTS,
});
