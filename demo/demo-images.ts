import { NEWS_TYPES, type NewsType } from '../shared/taxonomy';
import { DEMO_IMAGE_VARIANTS, demoImageKey } from './demo-image-addresses';
import { createRng, hashString } from './prng';

/*
 * Placeholder photos for demo stories, drawn rather than shipped: a gradient in the category's
 * colour family and soft shapes. The key decides everything, so an image is the same on every
 * machine. No words: a label would be in one language on every language's pages, and would
 * need fonts wherever the seed runs (a container has none).
 */

export interface DemoDrawing {
  /** `${type}-${n}`: demo-image-addresses.ts. */
  key: string;
  svg: string;
}

/** The originals' size: the largest variant's width (spec §7, 1024 px), in the cards' 16:9. */
const DRAWING_WIDTH = 1024;
const DRAWING_HEIGHT = 576;

/** One hue family per category, far enough apart to tell the sections apart at a glance. */
const HUES: Record<NewsType, number> = {
  trending: 350,
  world: 208,
  politics: 262,
  business: 160,
  technology: 188,
  entertainment: 312,
  sports: 24,
  health: 128,
  lifestyle: 42,
};

const round = (value: number): string => value.toFixed(1);

function shapes(key: string, width: number, height: number): string {
  const rng = createRng(hashString(key));
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = rng.next() * width;
    const y = rng.next() * height;
    const size = (0.12 + rng.next() * 0.35) * height;
    const opacity = round(0.05 + rng.next() * 0.12);
    if (rng.chance(0.6)) {
      out.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(size)}" fill="#fff" fill-opacity="${opacity}"/>`);
    } else {
      const angle = rng.int(-30, 30);
      out.push(
        `<rect x="${round(x - size)}" y="${round(y - size / 2)}" width="${round(size * 2)}" height="${round(size)}" rx="${round(size / 4)}" ` +
          `fill="#fff" fill-opacity="${opacity}" transform="rotate(${angle} ${round(x)} ${round(y)})"/>`,
      );
    }
  }
  return out.join('');
}

function svgFor(type: NewsType, variant: number): string {
  const key = demoImageKey(type, variant);
  const width = DRAWING_WIDTH;
  const height = DRAWING_HEIGHT;
  // Each key shifts the hue and angle a little, so a story's images are siblings, not copies.
  const hue = HUES[type] + ((variant * 7) % 24) - 12;
  const angle = (variant * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
<stop offset="0" stop-color="hsl(${hue}, 62%, 52%)"/>
<stop offset="1" stop-color="hsl(${hue + 28}, 68%, 26%)"/>
</linearGradient>
<radialGradient id="glow" cx="0.3" cy="0.25" r="0.8">
<stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
<stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
${shapes(key, width, height)}
</svg>`;
}

/** Every demo image's drawing, which the seed renders to the original it stores (demo-originals.ts). */
export function demoDrawings(): DemoDrawing[] {
  return NEWS_TYPES.flatMap((type) => DEMO_IMAGE_VARIANTS.map((variant) => ({ key: demoImageKey(type, variant), svg: svgFor(type, variant) })));
}
