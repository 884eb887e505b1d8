/** A cookie's value as the page sees it (document.cookie), decoded; undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const cut = part.indexOf('=');
    if (cut === -1 || part.slice(0, cut).trim() !== name) continue;
    const raw = part.slice(cut + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A site-wide cookie the pages keep for themselves, sent back to same-site requests only. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is Baseline only since 2025 and only on https, and it is asynchronous: the language switcher leaves the page right after writing.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
