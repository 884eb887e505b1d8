import type { ImageVariant } from '../../../shared/constants';
import type { MediaFormat } from './media-formats';

/** Where the media store keeps an original and its variants (decision 035). */
export const originalKey = (hash: string): string => `originals/${hash}`;

export const variantKey = (hash: string, name: ImageVariant, format: MediaFormat): string => `variants/${hash}/${name}.${format}`;
