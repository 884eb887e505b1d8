import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every text a reader sees or hears comes from the locale files (config/sites/<site>/locales),
 * in all five languages; tests/unit/locales.test.ts checks those. This one checks the other
 * side: that no component writes such a text in code, as JSX text or as a literal in an
 * attribute that is shown or announced.
 */

const CLIENT_DIR = new URL('../../client/', import.meta.url);

/** Text between tags, with a letter in it: `<p>Loading...</p>`, or on a line of its own. */
const JSX_TEXT = /(?<![=-])>[ \t]*\n?[ \t]*([^<>{}();=\n]*\p{L}[^<>{}();=\n]*?)[ \t]*\n?[ \t]*(?=<\/?[A-Za-z])/gu;
/** An attribute that is shown or announced, given a literal with a letter outside any ${…}. */
const TEXT_ATTRIBUTE = /\b(aria-label|aria-roledescription|aria-description|aria-placeholder|aria-valuetext|alt|title|placeholder|label)=("[^"]*"|\{\s*'[^']*'\s*\}|\{\s*`[^`]*`\s*\})/gu;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The texts written in code, as 'kind: text'. */
function textsInCode(source: string): string[] {
  const code = withoutComments(source);
  const texts = [...code.matchAll(JSX_TEXT)].map((match) => `text: ${match[1]}`);
  for (const match of code.matchAll(TEXT_ATTRIBUTE)) {
    const literal = (match[2] ?? '').replace(/\$\{[^}]*\}/g, '');
    if (/\p{L}/u.test(literal)) texts.push(`${match[1]}: ${match[2]}`);
  }
  return texts;
}

// A component's unit test beside it writes texts to render and find; it is no UI.
const components = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'));

describe('UI texts in code', () => {
  it('are found where they are written', () => {
    expect(textsInCode('return <p className="xn-status">Loading...</p>;')).toEqual(['text: Loading...']);
    expect(textsInCode('<button>\n  Retry\n</button>')).toEqual(['text: Retry']);
    expect(textsInCode('<button aria-label="Close" title={\'Close menu\'} />')).toEqual(['aria-label: "Close"', "title: {'Close menu'}"]);
    expect(textsInCode('<img alt={`Photo of ${name}`} />')).toEqual(['alt: {`Photo of ${name}`}']);
    expect(textsInCode('<p>{texts.loading}</p> <img alt="" /> <section aria-label={`${by} ${name}`} /> {a => b < c}')).toEqual([]);
  });

  it.each(components)('are not written in client/%s: they come from the locale files', (path) => {
    expect(textsInCode(readFileSync(new URL(path, CLIENT_DIR), 'utf8'))).toEqual([]);
  });
});
