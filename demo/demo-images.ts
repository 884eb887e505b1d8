import { DEMO_IMAGE_VARIANTS, DEMO_IMAGE_WIDTHS, demoImageFile, demoImageKey } from '../shared/demo-media';
import { NEWS_TYPES, type NewsType } from '../shared/taxonomy';
import { createRng, hashString } from './prng';

/*
 * Placeholder photos for demo stories (img_urls '/media/demo/{type}-{n}.webp'), drawn rather
 * than shipped: a gradient in the category's colour family, soft shapes and the category name.
 * The key decides everything, so an image is the same on every machine and every build. Only
 * the drawing is here: the build renders it to WebP once (scripts/render-demo-media.ts), so the
 * server needs no image library.
 */

export interface DemoImage {
  /** The file in the build's demo-media folder: `${key}-${width}.webp`. */
  file: string;
  svg: string;
}

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

const title = (type: NewsType): string => type.charAt(0).toUpperCase() + type.slice(1);
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

function svgFor(type: NewsType, variant: number, width: number): string {
  const key = demoImageKey(type, variant);
  const height = Math.round((width * 9) / 16);
  // Each key shifts the hue and angle a little, so a story's images are siblings, not copies.
  const hue = HUES[type] + ((variant * 7) % 24) - 12;
  const angle = (variant * 37) % 360;
  const fontSize = Math.round(width * 0.1);
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
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#000" fill-opacity="0.18" dx="${round(width * 0.004)}" dy="${round(width * 0.005)}">${title(type)}</text>
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff" fill-opacity="0.94">${title(type)}</text>
<text x="${round(width * 0.04)}" y="${round(height * 0.92)}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${Math.round(width * 0.028)}" fill="#fff" fill-opacity="0.7">xnews</text>
</svg>`;
}

/** Every demo image at every width, as the SVG the build renders to WebP. */
export function demoImages(): DemoImage[] {
  return NEWS_TYPES.flatMap((type) =>
    DEMO_IMAGE_VARIANTS.flatMap((variant) => DEMO_IMAGE_WIDTHS.map((width) => ({ file: demoImageFile(demoImageKey(type, variant), width), svg: svgFor(type, variant, width) }))),
  );
}
