import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';

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
