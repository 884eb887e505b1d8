import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { IMAGE_VARIANTS, type ImageVariant } from '../../shared/constants';
import { MEDIA_UNAVAILABLE, mediaVariantAddress, parseMediaAddress } from '../../shared/media-address';
import type { NewsItem } from '../../shared/types';
import { useSite } from '../app/site-context';

/** One image at one of the spec's widths (§7): a stored image's variant; anything else as it is. */
export function imageVariantUrl(src: string, variant: ImageVariant): string {
  return parseMediaAddress(src) ? mediaVariantAddress(src, variant) : src;
}

/** The variants up to largest, as a srcset; none when that leaves one, or for an image that has no variants. */
export function imageSrcSet(src: string, largest: ImageVariant = 'large'): string | undefined {
  if (!parseMediaAddress(src)) return undefined;
  const variants = (Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]).filter(([, width]) => width <= IMAGE_VARIANTS[largest]);
  if (variants.length < 2) return undefined;
  return variants.map(([variant, width]) => `${imageVariantUrl(src, variant)} ${width}w`).join(', ');
}

/** The box an image of this news item reserves: its stored size, when the site has it (decision 035). */
export function imageBox(item: Pick<NewsItem, 'media_sizes'>, src: string): { width?: number; height?: number } {
  const size = item.media_sizes?.[src];
  return size ? { width: size[0], height: size[1] } : {};
}

export interface ImageProps {
  src: string;
  alt: string;
  /** Rendered width per layout, for the browser's pick from the srcset. */
  sizes: string;
  /**
   * The largest variant the slot can use: a thumbnail that is never wider than 160 CSS pixels
   * needs no 1,024-pixel candidate (nor a srcset at all, with 'small' alone).
   */
  largest?: ImageVariant;
  /** The page's main image: loaded at once with high priority, and preloaded from the head. */
  priority?: boolean;
  /** Intrinsic size, for the aspect ratio the browser reserves before the image arrives. */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * The one image component of the site (as BBC Simorgh has): srcset from the size variants,
 * explicit dimensions so nothing shifts, lazy loading unless it is the page's main image, and
 * the site favicon when the image fails (spec §8).
 */
export function Image({ src, alt, sizes, largest = 'large', priority = false, width = IMAGE_VARIANTS.large, height = (IMAGE_VARIANTS.large * 9) / 16, className }: ImageProps) {
  const { sitePath } = useSite().bootstrap.config;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const element = useRef<HTMLImageElement>(null);
  // An image the site has not stored (yet) shows the placeholder a failed one does, without a request.
  const failed = failedSrc === src || src === MEDIA_UNAVAILABLE;
  const srcSet = imageSrcSet(src, largest);
  const main = imageVariantUrl(src, IMAGE_VARIANTS[largest] < IMAGE_VARIANTS.medium ? largest : 'medium');

  // During render, so that the server puts the preload in <head>, ahead of every other image.
  if (priority && !failed) preload(main, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });

  // An error before hydration fired while no handler listened; the element still shows it.
  useEffect(() => {
    const image = element.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src') === main) setFailedSrc(src);
  }, [src, main]);

  return (
    <img
      ref={element}
      className={['xn-image', failed ? 'xn-image-fallback' : '', className ?? ''].filter(Boolean).join(' ')}
      src={failed ? `/${sitePath}/favicon.png` : main}
      srcSet={failed ? undefined : srcSet}
      sizes={failed || !srcSet ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      // Once only: if the favicon fails as well, it stays as it is.
      onError={failed ? undefined : () => setFailedSrc(src)}
    />
  );
}
