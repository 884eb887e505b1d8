import { describe, expect, it } from 'vitest';
import { httpUrl, parseCitations } from './citations';

describe('parseCitations (spec §3 cita)', () => {
  it("reads one '[n]: url' entry per line, in order", () => {
    expect(parseCitations('[1]: https://a.example/x\n[2]: http://b.example/y?q=1\r\n[^3]: https://c.example')).toEqual([
      { label: '1', text: 'https://a.example/x', url: 'https://a.example/x' },
      { label: '2', text: 'http://b.example/y?q=1', url: 'http://b.example/y?q=1' },
      { label: '^3', text: 'https://c.example', url: 'https://c.example' },
    ]);
  });

  it('ignores other lines and empty text', () => {
    expect(parseCitations('')).toEqual([]);
    expect(parseCitations('Sources:\n\n  [1]:   https://a.example/x  \nnot an entry [2] https://b.example')).toEqual([
      { label: '1', text: 'https://a.example/x', url: 'https://a.example/x' },
    ]);
  });

  it('links only http(s) addresses with a host and no quotes or spaces', () => {
    const citations = parseCitations(
      ['[1]: javascript:alert(1)', '[2]: data:text/html,x', '[3]: https://a.example/"onmouseover="x', '[4]: //evil.example', '[5]: <https://a.example/angle>', '[6]: HTTPS://A.EXAMPLE'].join('\n'),
    );
    expect(citations.map((citation) => citation.url)).toEqual([null, null, null, null, 'https://a.example/angle', 'HTTPS://A.EXAMPLE']);
    expect(citations[0]?.text).toBe('javascript:alert(1)');
  });

  it('httpUrl refuses what is not http(s)', () => {
    expect(httpUrl('https://example.com')).toBe('https://example.com');
    expect(httpUrl('https://')).toBeNull();
    expect(httpUrl('ftp://example.com')).toBeNull();
    expect(httpUrl('https://exa mple.com')).toBeNull();
    expect(httpUrl('')).toBeNull();
  });
});
