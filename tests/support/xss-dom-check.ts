/**
 * Markup in a document that hostile text could have put there: what a page must not hold
 * after the XSS corpus went through it. Used on the server's HTML (parsed by jsdom)
 * and on the live page in Chromium (through page.evaluate), so it is self-contained: no
 * imports, no names from outside its body.
 */

export interface DomCheckOptions {
  /** The site's own origin: scripts, styles, images, frames and forms may come only from it. */
  origin: string;
  /** Hosts whose players an iframe may show (shared/embed-policy.ts EMBED_FRAME_HOSTS). */
  frameHosts: readonly string[];
  /** The sandbox every player must have. */
  sandbox: string;
  /** The texts of the site's own inline styles (its theme), which the CSP allows by their hash. */
  ownStyles: readonly string[];
  /** The texts of the site's own inline scripts (the holder of early taps), which the CSP allows by their hash. */
  ownScripts: readonly string[];
}

/**
 * A description of each hostile element or attribute found; empty when there are none. The
 * document comes second, so that page.evaluate(hostileMarkup, options) checks the page's own.
 */
export function hostileMarkup(options: DomCheckOptions, root: Document = document): string[] {
  const problems: string[] = [];
  const origin = new URL(options.origin);
  // Elements that no page of the site renders and that load, run or navigate something.
  const forbidden = new Set([
    'object', 'embed', 'applet', 'frame', 'frameset', 'base', 'portal', 'marquee', 'math', 'template', 'noscript', 'xmp',
    'plaintext', 'noembed', 'noframes', 'video', 'audio', 'source', 'track', 'details', 'animate', 'set', 'use', 'image',
    'feimage', 'foreignobject', 'annotation-xml', 'mglyph', 'maction', 'xss-el',
  ]);
  // Attributes holding an address that the browser fetches or navigates to.
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'codebase', 'cite', 'ping', 'manifest'];
  const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:']);
  // Links that name other pages without fetching them.
  const nameOnlyRels = new Set(['canonical', 'alternate', 'author']);

  const describe = (element: Element) => {
    const id = element.getAttribute('id');
    return `<${element.localName}${id ? `#${id}` : ''}>`;
  };
  const resolve = (value: string): URL | null => {
    try {
      return new URL(value, origin);
    } catch {
      return null;
    }
  };

  // The one <details> the site draws itself: the header's language switcher (decision 018).
  const ownDisclosure = (element: Element) => element.matches('header.xn-header details.xn-pick');

  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName.toLowerCase();
    const where = describe(element);
    if (forbidden.has(name) && !(name === 'details' && ownDisclosure(element))) problems.push(`${where} element`);
    if (name === 'svg' && element.closest('main')) problems.push(`${where} inside main`);
    if (name === 'style') {
      // The CSP allows the site's own text alone, by its hash (decision 037): there is no nonce to carry.
      if (element.closest('body') || !options.ownStyles.includes(element.textContent ?? '')) problems.push(`${where} outside the head, or not the site's own text`);
    }
    if (name === 'meta' && element.hasAttribute('http-equiv')) problems.push(`${where} with http-equiv`);
    if (name === 'script') {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      const src = element.getAttribute('src');
      const data = type === 'application/json' || type === 'application/ld+json';
      const own = type === '' && src === null && element.closest('head') !== null && options.ownScripts.includes(element.textContent ?? '');
      if (!own && (data ? src !== null : src === null || resolve(src)?.origin !== origin.origin)) problems.push(`${where} type=${type} src=${src}`);
    }
    if (name === 'iframe') {
      const src = resolve(element.getAttribute('src') ?? '');
      if (src?.protocol !== 'https:' || !options.frameHosts.includes(src.hostname)) problems.push(`${where} src=${element.getAttribute('src')}`);
      if (element.getAttribute('sandbox') !== options.sandbox) problems.push(`${where} sandbox=${element.getAttribute('sandbox')}`);
    }

    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute) ?? '';
      const lower = attribute.toLowerCase();
      if (lower.startsWith('on')) problems.push(`${where} ${attribute}=${value.slice(0, 80)}`);
      if (lower === 'style' || lower === 'srcdoc') problems.push(`${where} ${attribute}=${value.slice(0, 80)}`);
      // As a browser reads a srcset: each candidate's address runs to the next whitespace, trailing commas dropped.
      if (lower === 'srcset') {
        const candidates = value.split(/,\s+/).map((candidate) => (candidate.trim().split(/\s+/)[0] ?? '').replace(/,+$/, ''));
        for (const candidate of candidates) if (resolve(candidate)?.origin !== origin.origin) problems.push(`${where} srcset candidate ${candidate.slice(0, 80)}`);
      }
      if (!urlAttributes.includes(lower)) continue;
      const url = resolve(value);
      if (!url) continue;
      const navigation = name === 'a' && lower === 'href';
      const nameOnly = name === 'link' && lower === 'href' && (element.getAttribute('rel') ?? '').split(/\s+/).every((rel) => nameOnlyRels.has(rel));
      const player = name === 'iframe' && lower === 'src';
      if (navigation ? !linkSchemes.has(url.protocol) : nameOnly || player ? !['http:', 'https:'].includes(url.protocol) : url.origin !== origin.origin) {
        problems.push(`${where} ${attribute}=${value.slice(0, 80)}`);
      }
    }
  }
  return problems;
}
