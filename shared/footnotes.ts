/*
 * Reference markers ([1], [^2]) come from the source posts and point at citations the article
 * shows separately, so they are noise in titles and bodies (spec §3, §5). Bodies are markdown,
 * so only bare markers go: links, reference labels, definitions, escapes and code stay as they are.
 */

/** At most three digits, so that a bracketed year such as [2024] is not taken for a marker. */
const MARKER = /\[\^?[0-9]{1,3}\]/g;

/** Fenced blocks (closed or running to the end) and inline code spans, where brackets are code. */
const CODE = /(```|~~~)[\s\S]*?(?:\1|$)|`[^`\n]+`/g;

/** Punctuation that hugs the word before it, so 'word [1].' becomes 'word.' and not 'word .'. */
const CLOSING_PUNCTUATION = /^[.,;:!?)\]}'"”’»…。，、；：！？）」』]/;

const isBlank = (char: string | undefined): boolean => char === ' ' || char === '\t';

interface Range {
  start: number;
  end: number;
}

function codeRanges(text: string): Range[] {
  return Array.from(text.matchAll(CODE), (match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The markers to remove, each decided from the characters around it in the original text. */
function removableMarkers(text: string): Range[] {
  // Found at the first marker: most texts have none, and the code pattern is a pass over all of a body.
  let code: Range[] | undefined;
  const removable: Range[] = [];
  // A marker directly after a removed one is part of a run like [1][^2], not a reference label.
  let lastRemovedEnd = -1;
  for (const match of text.matchAll(MARKER)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text[start - 1];
    const after = text[end];
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const atLineStart = text.slice(lineStart, start).trim() === '';
    code ??= codeRanges(text);
    const keep =
      code.some((range) => start >= range.start && start < range.end) ||
      after === '(' || // [1](url) is a link
      (after === ':' && atLineStart) || // '[1]: url' at line start is a citation definition
      before === '\\' || // \[1] is an escaped, literal bracket
      (before === ']' && start !== lastRemovedEnd); // [text][1] is a reference-style link
    if (keep) continue;
    removable.push({ start, end });
    lastRemovedEnd = end;
  }
  return removable;
}

/** Joins markers separated only by spaces or tabs, so 'a [1] [2] b' is one removal. */
function runsOf(text: string, markers: readonly Range[]): Range[] {
  const runs: Range[] = [];
  for (const marker of markers) {
    const last = runs[runs.length - 1];
    if (last && /^[ \t]*$/.test(text.slice(last.end, marker.start))) last.end = marker.end;
    else runs.push({ ...marker });
  }
  return runs;
}

/**
 * Removes reference markers from a title or markdown body. Only the spacing that a removal
 * would spoil changes: the space before a marker goes with it, and the spacing, indentation,
 * hard line breaks and newlines of the text are otherwise kept.
 */
export function stripFootnotes(text: string): string {
  const runs = runsOf(text, removableMarkers(text));
  if (runs.length === 0) return text;
  let out = '';
  let cursor = 0;
  for (const run of runs) {
    let lead = run.start;
    while (lead > cursor && isBlank(text[lead - 1])) lead--;
    let trail = run.end;
    while (trail < text.length && isBlank(text[trail])) trail++;
    const leading = text.slice(lead, run.start);
    const trailing = text.slice(run.end, trail);
    const next = text.slice(trail, trail + 1);
    const atLineStart = lead === 0 || text[lead - 1] === '\n';
    const atLineEnd = next === '' || next === '\n' || next === '\r';
    let joint: string;
    if (atLineStart && atLineEnd) joint = '';
    else if (atLineStart) joint = leading; // keep the indentation, drop the gap after the marker
    else if (atLineEnd) joint = trailing; // trailing spaces may be a markdown hard break
    else if (trailing !== '') joint = trailing;
    else if (CLOSING_PUNCTUATION.test(next)) joint = '';
    else joint = leading;
    out += text.slice(cursor, lead) + joint;
    cursor = trail;
  }
  return out + text.slice(cursor);
}
