import { describe, expect, it } from 'vitest';
import { defaultUrlTransform } from 'react-markdown';
import { isSafeMediaUrl, safeMarkdownImageUrl, safeMarkdownUrl, schemeOf } from './safe-url';

describe('markdown addresses (spec §5)', () => {
  it('keeps http, https, irc, ircs, mailto, xmpp and relative addresses', () => {
    for (const url of ['https://a.example/x', 'HTTP://A.EXAMPLE', 'irc://irc.example/chan', 'ircs://irc.example', 'mailto:a@b.example', 'xmpp:a@b.example', '/en/news', 'page#x', '#top', '?q=1', 'a/b:c', '//cdn.example/x.png']) {
      expect(safeMarkdownUrl(url), url).toBe(url);
    }
  });

  it('blanks every other scheme, however it is disguised', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', ' \u0001javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://a.example']) {
      expect(safeMarkdownUrl(url), JSON.stringify(url)).toBe('');
    }
  });

  it("agrees with react-markdown's own default wherever that one is defined", () => {
    for (const url of ['https://a.example', 'mailto:x@y', 'javascript:alert(1)', 'data:x', '/a:b', 'a?b:c', 'xmpp:a@b']) {
      expect(safeMarkdownUrl(url) === '', url).toBe(defaultUrlTransform(url) === '');
    }
  });

  it('lets images use only http(s) or relative addresses', () => {
    expect(safeMarkdownImageUrl('https://a.example/x.png')).toBe('https://a.example/x.png');
    expect(safeMarkdownImageUrl('/media/x.png')).toBe('/media/x.png');
    expect(safeMarkdownImageUrl('mailto:a@b')).toBe('');
    expect(safeMarkdownImageUrl('javascript:alert(1)')).toBe('');
  });

  it('reads the scheme as a browser would', () => {
    expect(schemeOf('HTTPS://x')).toBe('https');
    expect(schemeOf('/a:b')).toBeNull();
    expect(schemeOf('j\ta\nv\rascript:x')).toBe('javascript');
  });
});

describe('media addresses', () => {
  it('accepts http(s) and paths on this site', () => {
    expect(isSafeMediaUrl('https://cdn.example/x.webp')).toBe(true);
    expect(isSafeMediaUrl('http://cdn.example/x.webp')).toBe(true);
    expect(isSafeMediaUrl('/xnews/x.png?name=large')).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.example/x.png', 'x.png', 'https:///x', 'https://a.example/x y.png', '/x\ny', '/a\\b', '', 42, null])('refuses %j', (url) => {
    expect(isSafeMediaUrl(url)).toBe(false);
  });
});
