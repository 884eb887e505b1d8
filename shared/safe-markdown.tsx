import type { ComponentProps } from 'react';
import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeMarkdownImageUrl, safeMarkdownUrl } from './safe-url';

/**
 * Links keep only http, https, irc, ircs, mailto and xmpp, or relative addresses; images only
 * http(s) or relative (spec §5). Anything else is blanked, and a blank link renders as text.
 */
export const markdownUrlTransform: UrlTransform = (url, _key, node) =>
  node.tagName === 'img' ? safeMarkdownImageUrl(url) : safeMarkdownUrl(url);

type Align = 'left' | 'center' | 'right';

/**
 * GFM table alignment arrives as an inline style, which the CSP (no 'unsafe-inline' styles)
 * would refuse; a class says the same.
 */
function alignClass(style: unknown): string | undefined {
  const align = (style as { textAlign?: Align } | undefined)?.textAlign;
  return align === 'left' || align === 'center' || align === 'right' ? `xn-align-${align}` : undefined;
}

const components: Components = {
  a({ node: _node, href, title, children }) {
    if (!href) return <span>{children}</span>;
    // Bodies are written elsewhere: their links earn no ranking and learn nothing of this page.
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
    return (
      <a href={href} title={title} rel={external ? 'nofollow ugc noopener noreferrer' : undefined}>
        {children}
      </a>
    );
  },
  img({ node: _node, src, alt, title }) {
    if (typeof src !== 'string' || src === '') return null;
    // Only this site's images load (the CSP's img-src, decision 035): one elsewhere would tell its
    // host who read what. The reader gets a link to it instead, named by its description.
    if (/^https?:/i.test(src)) {
      return (
        <a href={src} title={title} rel="nofollow ugc noopener noreferrer">
          {alt || src}
        </a>
      );
    }
    return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
  },
  th({ node: _node, style, children }: ComponentProps<'th'> & { node?: unknown }) {
    return <th className={alignClass(style)}>{children}</th>;
  },
  td({ node: _node, style, children }: ComponentProps<'td'> & { node?: unknown }) {
    return <td className={alignClass(style)}>{children}</td>;
  },
  // The page's title is its only h1; a body's own top-level headings become section headings.
  h1: 'h2',
};

/**
 * A markdown body (spec §3) as React elements, with GitHub-flavoured markdown. Raw HTML in the
 * markdown is never rendered as HTML (no rehype-raw): it is dropped, and the text around it stays.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={markdownUrlTransform} components={components}>
      {children}
    </Markdown>
  );
}
