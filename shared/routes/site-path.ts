/** Decodings looked through: an address decoded more often than this is refused, not followed. */
const MAX_DECODINGS = 3;

/** C0 controls and DEL: browsers drop them from addresses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** What a browser or a later decoding could take for another host, a scheme or a second line. */
function leavesThePath(text: string): boolean {
  // '//host' and '/\host' name a host in browsers; control characters (tabs and newlines
  // included) are dropped by them, so '/\t/host' is '//host' and '\t/x' could hide anything.
  return !text.startsWith('/') || text.startsWith('//') || text.includes('\\') || CONTROL.test(text);
}

/**
 * Whether a return path given by someone else (a query parameter, a cookie) is a path on this
 * site: it starts with one '/', never '//' or '/\', has no scheme, and no control characters,
 * as given and after each decoding, so that '%2F%2Fhost' or '/%2F/host' does not become a host
 * at the next hop. Malformed percent-encoding is refused. The one check for every return path.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2_000) return false;
  let text = value;
  for (let decodings = 0; ; decodings += 1) {
    if (leavesThePath(text)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return true;
    if (decodings === MAX_DECODINGS) return false;
    text = decoded;
  }
}
