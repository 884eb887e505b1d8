import { IMAGE_VARIANTS, type ImageVariant } from './constants';
import { isSafeMediaUrl } from './safe-url';

/*
 * The site's own image addresses (decision 035): /media/{hash}/{name}, where hash is the SHA-256 of
 * the stored original and name one of the spec's three widths (§7: large 1024, medium 768, small
 * 480). Stories carry the large one; pages derive the others for their srcset.
 */

const MEDIA_ADDRESS = /^\/media\/([0-9a-f]{64})\/(large|medium|small)$/;

/** Stands for an image the site has not stored yet, or never could: pages show the placeholder a failed image shows (spec §8). */
export const MEDIA_UNAVAILABLE = '/media/unavailable';

/** An image address a page may give crawlers and feeds: safe, and not the placeholder's stand-in. */
export const isSharedImage = (url: unknown): url is string => isSafeMediaUrl(url) && url !== MEDIA_UNAVAILABLE;

export const isMediaHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

export const isImageVariant = (value: string): value is ImageVariant => Object.hasOwn(IMAGE_VARIANTS, value);

export const mediaAddress = (hash: string, name: ImageVariant = 'large'): string => `/media/${hash}/${name}`;

/** The hash and width of one of our addresses, or undefined for any other. */
export function parseMediaAddress(address: string): { hash: string; name: ImageVariant } | undefined {
  const match = MEDIA_ADDRESS.exec(address);
  return match ? { hash: match[1] as string, name: match[2] as ImageVariant } : undefined;
}

/** The same image at another width, for one of our addresses; any other address as it is. */
export function mediaVariantAddress(address: string, name: ImageVariant): string {
  const parsed = parseMediaAddress(address);
  return parsed ? mediaAddress(parsed.hash, name) : address;
}

/** A stored image's size after its orientation is applied, keyed by its address in a news item. */
export type MediaSizes = Record<string, readonly [width: number, height: number]>;
