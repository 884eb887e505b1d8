import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_HOSTS, embedFrameSrc, isAllowedEmbedSrc } from './embed-policy';

describe('embed policy', () => {
  it('allows the configured video hosts over https', () => {
    expect(embedFrameSrc('https://www.youtube-nocookie.com/embed/abc?start=5')).toBe('https://www.youtube-nocookie.com/embed/abc?start=5');
    expect(embedFrameSrc('https://player.vimeo.com/video/123')).toBe('https://player.vimeo.com/video/123');
  });

  it("moves YouTube's own player to its no-cookie host, so only EMBED_FRAME_HOSTS are ever framed", () => {
    expect(embedFrameSrc('https://www.youtube.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    for (const src of ['https://www.youtube.com/embed/a', 'https://player.vimeo.com/video/1']) {
      expect(EMBED_FRAME_HOSTS).toContain(new URL(embedFrameSrc(src) ?? '').hostname);
    }
  });

  it.each([
    'http://www.youtube-nocookie.com/embed/abc',
    'https://evil.example/embed/abc',
    'https://www.youtube-nocookie.com.evil.example/embed/abc',
    'https://evil.example/?https://player.vimeo.com/',
    'https://user:pass@player.vimeo.com/video/1',
    'https://player.vimeo.com:8443/video/1',
    'https://www.youtube.com/watch?v=abc',
    '//player.vimeo.com/video/1',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' https://player.vimeo.com/video/1',
    'https://player.vimeo.com/video/1\\x',
    '',
  ])('refuses %j', (src) => {
    expect(isAllowedEmbedSrc(src)).toBe(false);
  });

  it('refuses missing values', () => {
    expect(isAllowedEmbedSrc(null)).toBe(false);
    expect(isAllowedEmbedSrc(undefined)).toBe(false);
  });
});
