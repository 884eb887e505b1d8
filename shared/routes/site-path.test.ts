import { describe, expect, it } from 'vitest';
import { withoutForeignReturnPaths } from '../../server/bff/return-path-query';
import { isSitePath } from './index';

describe('isSitePath', () => {
  it.each(['/', '/en/news/list/world?page=2', '/en/news/analysis/caf%C3%A9-123', '/tw/news/archive?x=1#top'])('takes %j', (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'en/news'],
    ['a double slash once decoded', '%2F%2Fevil.example'],
    ['a double slash after the first slash, once decoded', '/%2F/evil.example'],
    ['a double slash twice encoded', '/%252F/evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['malformed percent-encoding', '/en/%E0%A4%A'],
    ['nothing', ''],
    ['no text', undefined],
  ])('refuses %s', (_label, value) => {
    expect(isSitePath(value)).toBe(false);
  });
});

describe('withoutForeignReturnPaths', () => {
  it('leaves an address without a return path exactly as written', () => {
    expect(withoutForeignReturnPaths('/en/news/list/world')).toBe('/en/news/list/world');
    expect(withoutForeignReturnPaths('/en?q=a+b&x=%E0%A4%A&y')).toBe('/en?q=a+b&x=%E0%A4%A&y');
  });

  it('drops every return path that leaves the site, repeated and bracketed keys too, and keeps the good ones', () => {
    expect(withoutForeignReturnPaths('/en/user/login?redirect=%2F%2Fevil.example&ref=1&redirect=%2Fen%2Fnews&REDIRECT[]=https://evil.example'))
      .toBe('/en/user/login?ref=1&redirect=%2Fen%2Fnews');
    expect(withoutForeignReturnPaths('/en/user/login?next=javascript:alert(1)')).toBe('/en/user/login');
    expect(withoutForeignReturnPaths('/en/user/login?returnTo=%E0%A4%A')).toBe('/en/user/login');
  });
});
