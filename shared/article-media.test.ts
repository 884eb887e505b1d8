import { describe, expect, it } from 'vitest';
import { mediaEntries, wrapIndex } from './article-media';

const on = { embedImage: true, embedVideo: true };
const frame = { src: 'https://player.vimeo.com/video/1', title: 'Clip' };

describe('mediaEntries (spec §3 Media entry)', () => {
  it('lists images, then video thumbnails, then players', () => {
    expect(mediaEntries({ img_urls: ['/a.webp', 'https://cdn.example/b.webp'], video_thumbs: ['/v.webp'] }, [frame], on)).toEqual([
      { type: 'image', url: '/a.webp' },
      { type: 'image', url: 'https://cdn.example/b.webp' },
      { type: 'video', url: '/v.webp' },
      { type: 'embed', url: frame.src, frame },
    ]);
  });

  it('leaves out addresses that are not safe for img src, and repeats', () => {
    const entries = mediaEntries({ img_urls: ['javascript:alert(1)', '//evil.example/x', '/a.webp', '/a.webp', 'x" onerror="y'], video_thumbs: ['/a.webp', 'data:x'] }, [], on);
    expect(entries).toEqual([{ type: 'image', url: '/a.webp' }]);
  });

  it('follows the site flags for images and players', () => {
    const item = { img_urls: ['/a.webp'], video_thumbs: ['/v.webp'] };
    expect(mediaEntries(item, [frame], { embedImage: false, embedVideo: false })).toEqual([{ type: 'video', url: '/v.webp' }]);
  });
});

describe('wrapIndex', () => {
  it('wraps at both ends (spec §2)', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
