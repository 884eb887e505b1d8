import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import type { EmbedFrame } from '../../../shared/article-media';
import { EMBED_ALLOW, EMBED_REFERRER_POLICY, EMBED_SANDBOX, embedFrameSrc } from '../../../shared/embed-policy';

/** Embed HTML in, the players it may show out. */
export type EmbedSanitizer = (html: string) => EmbedFrame[];

const MAX_TITLE_LENGTH = 200;

/**
 * Only iframes survive, with only src and title: no srcdoc, no event handlers, no style, no
 * scripts, no other element. Text outside them is dropped with its elements.
 */
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['iframe'],
  ALLOWED_ATTR: ['src', 'title'],
  FORBID_ATTR: ['srcdoc', 'style', 'srcset'],
  FORBID_TAGS: ['script', 'style', 'svg', 'math', 'object', 'embed', 'frame', 'frameset'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * A DOMPurify instance on the given window (the browser's, or a jsdom window on the server),
 * set up for embed HTML, which comes from outside and is sanitised on output: an iframe whose
 * address is not on the allow-list (shared/embed-policy.ts) is removed, and every one kept is
 * sandboxed, lazy and sends only its origin as referrer. The survivors come back as data, not
 * HTML, so that React renders the same elements on the server and in the browser.
 *
 * Where DOMPurify cannot run (no DOM), it would hand the input back unchanged; this returns no
 * players instead.
 */
export function createEmbedSanitizer(window: WindowLike): EmbedSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return () => [];

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const element = node as Element;
    if (!embedFrameSrc(element.getAttribute('src'))) element.parentNode?.removeChild(element);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'iframe') return;
    const element = node as Element;
    element.setAttribute('sandbox', EMBED_SANDBOX);
    element.setAttribute('allow', EMBED_ALLOW);
    element.setAttribute('loading', 'lazy');
    element.setAttribute('referrerpolicy', EMBED_REFERRER_POLICY);
  });

  return (html) => {
    if (typeof html !== 'string' || html.trim() === '') return [];
    // Null when the HTML leaves no body to clean: a leading <frameset> takes the body's place,
    // and the parser drops everything after it. Such HTML has no player to show.
    const fragment = purify.sanitize(html, CONFIG) as DocumentFragment | null;
    if (!fragment) return [];
    const frames: EmbedFrame[] = [];
    for (const iframe of Array.from(fragment.querySelectorAll('iframe'))) {
      // Checked again on the way out: the allow-list is the rule, the hook only its first line.
      const src = embedFrameSrc(iframe.getAttribute('src'));
      if (!src || iframe.hasAttribute('srcdoc')) continue;
      const title = (iframe.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH);
      frames.push({ src, title });
    }
    return frames;
  };
}
