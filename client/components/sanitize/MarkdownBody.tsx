import { lazy, Suspense } from 'react';

/** react-markdown and remark-gfm (~52 KB gzipped) load only when a body has to be rendered in the browser. */
export const loadSafeMarkdown = () => import('../../../shared/safe-markdown');

const SafeMarkdown = lazy(() => loadSafeMarkdown().then((module) => ({ default: module.SafeMarkdown })));

/**
 * A short fingerprint of a markdown text (its length and 32-bit FNV-1a), the same on server and
 * browser: the markup the server sent is reused only for the very text it was made from.
 */
function markdownKey(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < markdown.length; index += 1) {
    hash ^= markdown.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${markdown.length.toString(36)}-${hash.toString(36)}`;
}

/**
 * The bodies the server rendered into this document, taken before React touches them (this
 * module loads with the article or brief page, ahead of that page's hydration). A body whose
 * boundary did not complete on the server (its render failed) is left out, so that the browser
 * renders it itself.
 */
function serverRenderedBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  if (typeof document === 'undefined') return bodies;
  for (const element of Array.from(document.querySelectorAll('[data-markdown-key]'))) {
    const key = element.getAttribute('data-markdown-key');
    if (key && element.innerHTML.startsWith('<!--$-->')) bodies.set(key, element.innerHTML);
  }
  return bodies;
}

const serverBodies = serverRenderedBodies();

/**
 * A markdown body (SafeMarkdown's rules) in its container. The server renders it in full, from
 * the HTML stored when the story was written when it has that (html), else from the markdown. The
 * browser hydrates the server's markup as it stands, so a first load never fetches the markdown
 * libraries and React finds exactly the HTML it expects. Reached by a client navigation, the body
 * is rendered here once the markdown chunk arrives; until then the container stays empty.
 */
export function MarkdownBody({ markdown, html, className, lang }: { markdown: string; html?: string | undefined; className: string; lang?: string | undefined }) {
  const key = markdownKey(markdown);
  // The stored HTML goes in marked as a completed boundary, as a render of SafeMarkdown would be.
  const serverHtml = serverBodies.get(key) ?? (html === undefined ? undefined : `<!--$-->${html}<!--/$-->`);
  if (serverHtml !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeMarkdown's output, stored when the story was written (server) or read back from this document before hydration (browser).
    return <div className={className} lang={lang} data-markdown-key={key} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div className={className} lang={lang} data-markdown-key={key}>
      <Suspense fallback={null}>
        <SafeMarkdown>{markdown}</SafeMarkdown>
      </Suspense>
    </div>
  );
}
