import { describe, it, expect } from 'vitest';
import { stripFootnotes } from './footnotes';

describe('stripFootnotes', () => {
  it('removes numbered and caret markers with the space before them', () => {
    expect(stripFootnotes('word [1].')).toBe('word.');
    expect(stripFootnotes('Prices rose [12] sharply')).toBe('Prices rose sharply');
    expect(stripFootnotes('Prices rose[^2] sharply')).toBe('Prices rose sharply');
    expect(stripFootnotes('Prices rose [^12], then fell')).toBe('Prices rose, then fell');
    expect(stripFootnotes('Title [1]')).toBe('Title');
    expect(stripFootnotes('(see [3])')).toBe('(see)');
  });

  it('removes runs of markers as one', () => {
    expect(stripFootnotes('a[1][^2] b')).toBe('a b');
    expect(stripFootnotes('a [1] [2] [^3] b')).toBe('a b');
    expect(stripFootnotes('end of sentence.[1][2]')).toBe('end of sentence.');
  });

  it('removes a marker that opens a line together with the gap after it', () => {
    expect(stripFootnotes('[1] Headline here')).toBe('Headline here');
    expect(stripFootnotes('first line\n[2] second line')).toBe('first line\nsecond line');
    expect(stripFootnotes('- [1] list item')).toBe('- list item');
  });

  it('keeps markers inside words joined, and a space that separated words', () => {
    expect(stripFootnotes('a[1]b')).toBe('ab');
    expect(stripFootnotes('a [1]b')).toBe('a b');
  });

  it('collapses only the spacing the removal created', () => {
    expect(stripFootnotes('two  spaces [1] stay  here')).toBe('two  spaces stay  here');
    expect(stripFootnotes('a   [1] b')).toBe('a b');
  });

  it('keeps newlines and markdown structure intact', () => {
    const body = '# Heading [1]\n\nParagraph one [2].\n\n- item [3]\n- item two\n\n> quote [^4]\n';
    expect(stripFootnotes(body)).toBe('# Heading\n\nParagraph one.\n\n- item\n- item two\n\n> quote\n');
    expect(stripFootnotes('line [1]\r\nnext')).toBe('line\r\nnext');
  });

  it('keeps trailing double spaces, which are a markdown hard break', () => {
    expect(stripFootnotes('line one [1]  \nline two')).toBe('line one  \nline two');
  });

  it('leaves markdown links alone, including a numbered link text', () => {
    expect(stripFootnotes('see [the report](https://example.com) now')).toBe('see [the report](https://example.com) now');
    expect(stripFootnotes('source [1](https://example.com/a)')).toBe('source [1](https://example.com/a)');
    expect(stripFootnotes('![chart](img.png) [2]')).toBe('![chart](img.png)');
  });

  it('leaves reference-style links alone', () => {
    expect(stripFootnotes('read [this article][1] today')).toBe('read [this article][1] today');
    expect(stripFootnotes('![image][2]')).toBe('![image][2]');
  });

  it('leaves footnote definitions at line start alone', () => {
    const cita = '[1]: https://x.com/a/status/1\n[^2]: https://example.com/b\n   [3]: https://example.com/c';
    expect(stripFootnotes(cita)).toBe(cita);
    expect(stripFootnotes('Body text [1].\n\n[1]: https://example.com')).toBe('Body text.\n\n[1]: https://example.com');
  });

  it('removes a marker followed by a colon inside a sentence', () => {
    expect(stripFootnotes('He said [1]: no')).toBe('He said: no');
  });

  it('does not touch code, escapes, non-numeric brackets or bracketed years', () => {
    expect(stripFootnotes('use `arr[1]` here [2]')).toBe('use `arr[1]` here');
    expect(stripFootnotes('```\nx = arr[1]\n```\ntext [1]')).toBe('```\nx = arr[1]\n```\ntext');
    expect(stripFootnotes('literal \\[1] bracket')).toBe('literal \\[1] bracket');
    expect(stripFootnotes('[citation needed] and [a1] and [^x]')).toBe('[citation needed] and [a1] and [^x]');
    expect(stripFootnotes('Report [2024] published')).toBe('Report [2024] published');
    expect(stripFootnotes('[] and [^] stay')).toBe('[] and [^] stay');
  });

  it('handles Chinese text and punctuation', () => {
    expect(stripFootnotes('美国大选结果公布[1]。')).toBe('美国大选结果公布。');
    expect(stripFootnotes('特斯拉[^2]发布新车')).toBe('特斯拉发布新车');
  });

  it('returns empty and marker-free text unchanged', () => {
    expect(stripFootnotes('')).toBe('');
    expect(stripFootnotes('No markers here.')).toBe('No markers here.');
    expect(stripFootnotes('[1]')).toBe('');
    expect(stripFootnotes('   ')).toBe('   ');
  });
});
