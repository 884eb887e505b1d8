import { Router } from 'express';
import { isImageVariant, isMediaHash, MEDIA_UNAVAILABLE } from '../../../shared/media-address';
import { HttpError, notFound } from '../../errors/http-error';
import { IMMUTABLE_CACHE_CONTROL } from '../../http/cache-control';
import { acceptedFormat, MEDIA_CONTENT_TYPES } from '../../services/media/media-formats';
import { MediaStoreError } from '../../services/media/media-store';
import type { MediaVariants } from '../../services/media/media-variants';

export const MEDIA_ROUTE = '/media/:hash/:name';

const NO_SUCH_IMAGE = 'No image has that address: images are /media/{hash}/large, /media/{hash}/medium or /media/{hash}/small.';

/**
 * GET /media/{hash}/{name}: a stored image at one of the spec's three widths (§7; decision 035),
 * as AVIF, WebP or JPEG by the request's Accept. The address names its bytes for good, so it is
 * kept a year as immutable; Vary: Accept keeps each format apart in every cache on the way.
 */
export function mediaRoutes(variants: MediaVariants): Router {
  const router = Router();
  router.get(MEDIA_ROUTE, async (request, response) => {
    const { hash = '', name = '' } = request.params;
    if (!isMediaHash(hash) || !isImageVariant(name)) throw notFound(NO_SUCH_IMAGE);
    const format = acceptedFormat(request.get('Accept'));
    let body: Buffer | undefined;
    try {
      body = await variants.variant(hash, name, format);
    } catch (error) {
      if (!(error instanceof MediaStoreError)) throw error;
      request.log.warn({ err: error }, 'media store unavailable');
      response.set('Retry-After', '5');
      throw new HttpError(503, 'media_unavailable', 'The image store is unavailable; try again shortly.');
    }
    if (!body) throw notFound(NO_SUCH_IMAGE);
    response.vary('Accept');
    response.set({ 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: `"${hash.slice(0, 32)}-${name}-${format}"` });
    response.type(MEDIA_CONTENT_TYPES[format]).send(body);
  });
  // The placeholder's stand-in is no image (pages show the favicon for it without asking), nor a page.
  router.get(MEDIA_UNAVAILABLE, () => {
    throw notFound(NO_SUCH_IMAGE);
  });
  return router;
}
