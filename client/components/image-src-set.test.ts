import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './Image';

describe('imageSrcSet', () => {
  it('lists the variants up to the largest the slot can use, and none when one is left', () => {
    expect(imageSrcSet('/media/a.webp')).toBe('/media/a.webp?name=small 480w, /media/a.webp?name=medium 768w, /media/a.webp?name=large 1024w');
    expect(imageSrcSet('/media/a.webp', 'medium')).toBe('/media/a.webp?name=small 480w, /media/a.webp?name=medium 768w');
    expect(imageSrcSet('/media/a.webp', 'small')).toBeUndefined();
    expect(imageSrcSet('https://elsewhere.example/a.jpg')).toBeUndefined();
  });
});
