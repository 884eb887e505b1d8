import { z } from 'zod';
import { MEDIA_ROUTE } from '../media/media-routes';
import { errorAnswers, NOT_MODIFIED, pathParameter } from './openapi-parts';
import type { Paths } from './openapi-types';

const imageFormats = ['image/avif', 'image/webp', 'image/jpeg'] as const;

/** The stored images (decision 035). */
export const mediaPaths: Paths = {
  [MEDIA_ROUTE.replace(':hash', '{hash}').replace(':name', '{name}')]: {
    get: {
      operationId: 'mediaVariant',
      summary: 'A stored image at one of the three widths',
      description:
        "The site's copy of an image a story names, at large (1,024 px), medium (768 px) or small (480 px) width, never wider than the original; upright, in sRGB, with no metadata. AVIF to a client whose Accept names image/avif, else WebP to one that names image/webp, else JPEG (a wildcard names neither). Each variant is encoded on its first request, once across instances, and kept. Cached a year as immutable, with Vary: Accept. Stories' img_urls and video_thumbs name the large one.",
      tags: ['news'],
      parameters: [
        pathParameter('hash', "The SHA-256 of the stored original, in lower-case hex.", z.string().regex(/^[0-9a-f]{64}$/)),
        pathParameter('name', 'The width.', z.enum(['large', 'medium', 'small'])),
      ],
      responses: {
        '200': {
          description: 'The image.',
          headers: { Vary: { description: 'Accept.', schema: { type: 'string' } }, ETag: { description: 'The variant and format.', schema: { type: 'string' } } },
          content: Object.fromEntries(imageFormats.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        '304': NOT_MODIFIED,
        ...errorAnswers([404, 503]),
      },
    },
  },
};
