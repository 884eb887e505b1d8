import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { element, escapeXml, xmlDocument } from './xml';

const { DOMParser } = new JSDOM('').window;

describe('escapeXml', () => {
  it('turns the five special characters into entities', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    expect(escapeXml('end ]]> of CDATA')).toBe('end ]]&gt; of CDATA');
  });

  it('removes the characters XML 1.0 cannot hold, and keeps every other', () => {
    const forbidden = ['\udfff', '\ud800', '\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\ufffe', '\uffff'];
    expect(escapeXml(`a${forbidden.join('')}b`)).toBe('ab');
    const allowed = 'tab\tline\ncr\r 中文 ñ € \u2028 \ud83d\ude00 \u{10ffff} \ue000 \ufffd';
    expect(escapeXml(allowed)).toBe(allowed);
  });
});

describe('element', () => {
  it('escapes text and attributes, inserts only elements as markup, and leaves out empty parts', () => {
    const title = 'A </title><script>alert(1)</script> ]]> & \u0001 b';
    const xml = xmlDocument(element('root', { href: 'https://x.example/?a=1&b="2"', skip: undefined }, element('title', {}, title), null, false, undefined, element('empty'), 42));
    expect(xml).not.toContain('skip=');
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.documentElement.getAttribute('href')).toBe('https://x.example/?a=1&b="2"');
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe('A </title><script>alert(1)</script> ]]> &  b');
    expect(xml).toContain('<empty/>');
    expect(document.documentElement.textContent?.endsWith('42')).toBe(true);
  });
});
