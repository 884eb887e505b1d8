import { JSONLD_DESCRIPTION_LENGTH, META_DESCRIPTION_LENGTH } from './constants';

/**
 * The text of a markdown body as a reader sees it, for meta descriptions and structured data:
 * markup, raw HTML, link targets, images and citation definitions removed, whitespace collapsed.
 */
export function markdownToPlainText(markdown: string): string {
  // An article's head asks for its body's text twice (meta description and structured data): 17 passes over a whole body each.
  if (lastPlain?.markdown === markdown) return lastPlain.text;
  const text = plainTextOf(markdown);
  lastPlain = { markdown, text };
  return text;
}

let lastPlain: { markdown: string; text: string } | undefined;

function plainTextOf(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, ' ') // code fences (their content stays)
    .replace(/^\s*\[\^?[^\]]+\]:\s.*$/gm, ' ') // reference and citation definitions
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // raw HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // inline links: their text
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1') // reference links: their text
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // heading markers
    .replace(/^\s{0,3}>\s?/gm, '') // block quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '') // list markers
    .replace(/^\s*[-*_](?:\s*[-*_]){2,}\s*$/gm, ' ') // thematic breaks
    .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ') // table delimiter rows
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|~~|\*|_|`)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first max characters (code points, so no emoji is split), with no trailing space. Steps
 * through those alone: a body runs to thousands.
 */
export function firstCharacters(text: string, max: number): string {
  let count = 0;
  let end = 0;
  for (const character of text) {
    if (count === max) return text.slice(0, end).trimEnd();
    count += 1;
    end += character.length;
  }
  return text;
}

/** Spec §2: an article's meta description is the first 270 characters of its body. */
export function metaDescription(markdown: string): string {
  return firstCharacters(markdownToPlainText(markdown), META_DESCRIPTION_LENGTH);
}

/** Spec §2: the structured-data description is the first 200. */
export function jsonLdDescription(markdown: string): string {
  return firstCharacters(markdownToPlainText(markdown), JSONLD_DESCRIPTION_LENGTH);
}
