import type { NewsType } from '../shared/taxonomy';
import { DEMO_IMAGE_VARIANTS, demoImageKey, demoImageUrl, IMAGES_PER_TYPE } from './demo-image-addresses';
import type { Rng } from './prng';

const VIDEO_THUMB_SHARE = 0.2;
const VIDEO_EMBED_SHARE = 0.03;
export const DEMO_VIDEO_EMBED =
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen></iframe>';

export interface StoryMedia {
  imgUrls: string[];
  videoThumbs: string[];
  videoEmbed: string;
}

const demoImage = (type: NewsType, n: number): string => demoImageUrl(demoImageKey(type, n));

export function pickMedia(rng: Rng, type: NewsType): StoryMedia {
  const indexes = [...DEMO_IMAGE_VARIANTS];
  return {
    imgUrls: rng.sample(indexes, rng.int(1, 3)).map((n) => demoImage(type, n)),
    videoThumbs: rng.chance(VIDEO_THUMB_SHARE) ? [demoImage(type, rng.int(0, IMAGES_PER_TYPE - 1))] : [],
    videoEmbed: rng.chance(VIDEO_EMBED_SHARE) ? DEMO_VIDEO_EMBED : '',
  };
}
