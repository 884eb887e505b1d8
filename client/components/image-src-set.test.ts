import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './Image';

describe('imageSrcSet', () => {
  it('lists the variants up to the largest the slot can use, and none when one is left', () => {
    const stored = `/media/${'ab'.repeat(32)}/large`;
    const at = (name: string) => stored.replace(/large$/, name);
    expect(imageSrcSet(stored)).toBe(`${at('small')} 480w, ${at('medium')} 768w, ${at('large')} 1024w`);
    expect(imageSrcSet(stored, 'medium')).toBe(`${at('small')} 480w, ${at('medium')} 768w`);
    expect(imageSrcSet(stored, 'small')).toBeUndefined();
    // Any other address has no variants: another site's, the placeholder's stand-in, a path of ours that is no stored image.
    for (const other of ['https://elsewhere.example/a.jpg', '/media/unavailable', '/media/demo/world-1.webp', '/xnews/favicon.png', `/media/${'ab'.repeat(32)}/huge`]) expect(imageSrcSet(other), other).toBeUndefined();
  });
});
