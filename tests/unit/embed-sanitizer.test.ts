import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createEmbedSanitizer } from '../../client/components/sanitize/embed-sanitizer';
import { embedWindow } from '../../server/bff/embed-window';

const sanitize = createEmbedSanitizer(new JSDOM('').window as unknown as WindowLike);

describe('the embed sanitiser (DOMPurify)', () => {
  it('keeps allowed players with their title, and nothing else', () => {
    expect(
      sanitize('<p>Watch:</p><div><iframe src="https://player.vimeo.com/video/1" title="Clip" width="640" onload="alert(1)" style="x" srcdoc="<b>x</b>"></iframe></div>'),
    ).toEqual([{ src: 'https://player.vimeo.com/video/1', title: 'Clip' }]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<svg onload="alert(1)"></svg>',
    '<img src=x onerror="alert(1)">',
    '<iframe src="https://evil.example/embed"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<object data="https://player.vimeo.com/video/1"></object><embed src="https://player.vimeo.com/video/1">',
    '<math><mtext><table><mglyph><style><iframe src="https://evil.example/x"></iframe></style></mglyph></table></mtext></math>',
    '<noscript><p title="</noscript><iframe src=https://evil.example/x>"></noscript>',
    '<frameset><frame src="javascript:alert(1)"></frameset><iframe src="https://player.vimeo.com/video/1"></iframe>',
    '',
  ])('gives no player for %j', (html) => {
    expect(sanitize(html)).toEqual([]);
  });

  it("moves YouTube's own host to the no-cookie one", () => {
    expect(sanitize('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toEqual([{ src: 'https://www.youtube-nocookie.com/embed/abc', title: '' }]);
  });

  it('gives no player at all where DOMPurify cannot run, rather than the input', () => {
    const noDom = createEmbedSanitizer({} as unknown as WindowLike);
    expect(noDom('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toEqual([]);
  });

  it('works the same on the server, on its jsdom window', () => {
    expect(createEmbedSanitizer(embedWindow())('<iframe src="https://player.vimeo.com/video/1" onload="x"></iframe><script>x</script>')).toEqual([{ src: 'https://player.vimeo.com/video/1', title: '' }]);
  });
});
