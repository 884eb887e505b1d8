import { describe, expect, it } from 'vitest';
import { firstCharacters, jsonLdDescription, markdownToPlainText, metaDescription } from './article-text';

describe('markdownToPlainText', () => {
  it('keeps the words a reader sees and drops the markup', () => {
    const markdown = [
      '# Title here',
      '',
      'Some **bold** and _italic_ text with a [link](https://a.example) and ![an image](/x.png).',
      '',
      '> quoted line',
      '',
      '- item one',
      '1. item two',
      '',
      '| a | b |',
      '|---|:-:|',
      '| c | d |',
      '',
      '<div onclick="x">raw</div> `code`',
      '',
      '[1]: https://a.example/source',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe('Title here Some bold and italic text with a link and an image. quoted line item one item two a b c d raw code');
  });

  it('cuts meta descriptions at 270 characters and JSON-LD ones at 200 (spec §2)', () => {
    const long = 'word '.repeat(100);
    expect(metaDescription(long).length).toBeLessThanOrEqual(270);
    expect(jsonLdDescription(long).length).toBeLessThanOrEqual(200);
    expect(metaDescription('x'.repeat(300))).toBe('x'.repeat(270));
    expect(jsonLdDescription('x'.repeat(300))).toBe('x'.repeat(200));
    expect(metaDescription('Short.')).toBe('Short.');
  });

  it('never splits a surrogate pair', () => {
    expect(firstCharacters('😀'.repeat(5), 3)).toBe('😀😀😀');
    expect(firstCharacters('a😀b', 3)).toBe('a😀b');
    expect(firstCharacters('a😀 b', 2)).toBe('a😀');
    expect(firstCharacters('ab  c', 3)).toBe('ab');
  });

  it('gives the same text when asked again for the same body, and another body its own', () => {
    expect(markdownToPlainText('**One** body')).toBe('One body');
    expect(markdownToPlainText('**One** body')).toBe('One body');
    expect(markdownToPlainText('_Two_')).toBe('Two');
  });
});
