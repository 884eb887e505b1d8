import sharp from 'sharp';

/**
 * A stand-in for a phone photo: 2,000 x 1,333 px of softened noise over a colour gradient, as
 * JPEG at quality 90. Noise is what encoders find hardest; softened, it has a photo's grain.
 * seed varies the gradient, so that several photos are different bytes.
 */
export async function benchPhoto(seed: number, width = 2000, height = 1333): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},55%,65%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(gradient).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}
