import { NEWS_TYPES, type NewsType } from '../shared/taxonomy';

/*
 * Which demo images exist and the address each demo story names for one. The addresses stand
 * for an upstream's, so that the demo's images take the path every ingested image takes
 * (decision 035): the story names the upstream's address, and pages show the site's own copy.
 * The host is under .invalid (RFC 6761), which never resolves: nothing is ever fetched from it,
 * since the seed puts each drawing into the media store itself (seed-demo-media.ts).
 */

/** Demo images per category: keys `${type}-${n}` for n below this. */
export const IMAGES_PER_TYPE = 12;

export const DEMO_MEDIA_ORIGIN = 'https://media.demo.invalid';

export const demoImageKey = (type: NewsType, variant: number): string => `${type}-${variant}`;

/** The variants of each category, 0 to IMAGES_PER_TYPE - 1. */
export const DEMO_IMAGE_VARIANTS: readonly number[] = Array.from({ length: IMAGES_PER_TYPE }, (_, n) => n);

/** Every key the demo stories use. */
export const DEMO_IMAGE_KEYS: readonly string[] = NEWS_TYPES.flatMap((type) => DEMO_IMAGE_VARIANTS.map((variant) => demoImageKey(type, variant)));

/** The upstream-style address a demo story names for the image of this key. */
export const demoImageUrl = (key: string): string => `${DEMO_MEDIA_ORIGIN}/${key}.png`;
