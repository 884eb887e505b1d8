import { describe, expect, it } from 'vitest';
import { facebookShareUrl, shareText, shareTextLength, xShareUrl } from './share-links';

describe('share links (spec §9)', () => {
  it('cuts the text to 230 characters, 122 for cn', () => {
    expect(shareTextLength('en')).toBe(230);
    expect(shareTextLength('tw')).toBe(230);
    expect(shareTextLength('cn')).toBe(122);
    expect(shareText('a'.repeat(300), 'fr')).toBe('a'.repeat(230));
    expect(shareText('中'.repeat(300), 'cn')).toBe('中'.repeat(122));
    expect(shareText('中'.repeat(300), 'tw')).toBe('中'.repeat(230));
    expect(shareText('Short title', 'en')).toBe('Short title');
  });

  it('counts code points, collapses whitespace and leaves no trailing space', () => {
    expect(shareText('😀'.repeat(300), 'en')).toBe('😀'.repeat(230));
    expect(shareText('  two\n\nlines  ', 'en')).toBe('two lines');
    expect(shareText(`${'a'.repeat(229)} b`, 'en')).toBe('a'.repeat(229));
  });

  it('builds the X and Facebook intents with the text and address encoded', () => {
    const url = 'https://www.xnews.com/en/news/analysis/a-b-1?x=1&y=2';
    expect(xShareUrl('A & B #1?', url)).toBe(`https://x.com/intent/post?text=A%20%26%20B%20%231%3F&url=${encodeURIComponent(url)}`);
    expect(facebookShareUrl(url)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    const parsed = new URL(xShareUrl('A & B', url));
    expect(parsed.searchParams.get('text')).toBe('A & B');
    expect(parsed.searchParams.get('url')).toBe(url);
  });
});
