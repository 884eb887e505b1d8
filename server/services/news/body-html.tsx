import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { SafeMarkdown } from '../../../shared/safe-markdown';
import { stripFootnotes } from '../../../shared/footnotes';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { bodyMeasure } from '../../../shared/reading-time';
import type { BodyRenderer } from '../../db/news/upsert-stories';

/**
 * A story body as its page shows it (footnote markers out, SafeMarkdown's rules), as HTML. Stories
 * are written once and read many times, so this runs when a version is written (decision 029)
 * rather than in every uncached render of its page.
 */
export function bodyHtml(markdown: string): string {
  return renderToStaticMarkup(<SafeMarkdown>{stripFootnotes(markdown)}</SafeMarkdown>);
}

/**
 * Markdown that takes every rule of the body's rendering: headings, emphasis, links safe and not,
 * images, GFM tables with alignment, strikethrough, autolinks, task lists, footnote markers, raw
 * HTML and code.
 */
const PROBE = [
  '# Heading one', '## Heading two', 'Text with *emphasis*, **strong**, ~~struck~~ and `code` [1].',
  '[site](/en/about) [out](https://example.com "title") [bad](javascript:alert(1)) www.example.com a@example.com',
  '![picture](/media/x.webp "caption") ![outside](https://example.com/p.jpg) ![bad](data:image/png;base64,AAAA)',
  '| left | centre | right |', '|:--|:-:|--:|', '| a | b | c |',
  '- [x] done', '- [ ] to do', '1. one', '> quoted [^2]', '<b>raw</b> html', '```js', 'let x = [3];', '```',
].join('\n');

/** Chinese with a latin term and a number, for the measure's part of the probe (shared/text-measure.ts). */
const MEASURED_PROBE = `${PROBE}\n苹果公司发布了iPhone 16，售价为799美元。臺灣的經濟成長率達到3.1%。`;

/**
 * Names the renderer that made a stored body: a hash of what it makes of the probe, and of what
 * it measures of it in each language, so that any change to the rules, to react-markdown or its
 * plugins, or to the counting or ICU's segmentation, that shows in the probe makes every stored
 * body out of date (and rendered and measured again, body-html-backfill.ts) without anyone having
 * to remember to bump a number.
 */
export const bodyRenderer: BodyRenderer = {
  name: createHash('sha256')
    .update(bodyHtml(PROBE))
    .update(JSON.stringify(LANGUAGE_CODES.map((lang) => bodyMeasure(MEASURED_PROBE, lang))))
    .digest('base64url')
    .slice(0, 16),
  html: bodyHtml,
  measure: bodyMeasure,
};
