import { IMAGE_VARIANTS, type ImageVariant } from './constants';
import { NEWS_TYPES, type NewsType } from './taxonomy';

/*
 * The demo stories' images: which exist, at which widths, under which file names. The demo
 * generator draws them (demo/demo-images.ts), the build renders them to WebP, and the server's
 * route (server/bff/demo-images-route.ts) serves them, so all three agree on this list.
 */

/** Demo images per category: keys `${type}-${n}` for n below this. */
export const IMAGES_PER_TYPE = 12;

export type DemoImageWidth = (typeof IMAGE_VARIANTS)[ImageVariant];

export const demoImageKey = (type: NewsType, variant: number): string => `${type}-${variant}`;

/** The variants of each category, 0 to IMAGES_PER_TYPE - 1. */
export const DEMO_IMAGE_VARIANTS: readonly number[] = Array.from({ length: IMAGES_PER_TYPE }, (_, n) => n);

/** Every key the demo stories use. */
export const DEMO_IMAGE_KEYS: readonly string[] = NEWS_TYPES.flatMap((type) => DEMO_IMAGE_VARIANTS.map((variant) => demoImageKey(type, variant)));

export const DEMO_IMAGE_WIDTHS: readonly DemoImageWidth[] = Object.values(IMAGE_VARIANTS);

export const demoImageFile = (key: string, width: DemoImageWidth): string => `${key}-${width}.webp`;
