/**
 * Where to send a user after login (spec §2: the stored return path, else a default). The
 * last-customer-path cookie is written by our pages but can be set by anyone, so only a path on
 * this site is taken: '/…', never '//host' or '/\host' (both leave the site in browsers), and
 * never the login or sign-up pages themselves, which would send a signed-in user in a loop.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2_000) return fallback;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  // Control characters (tabs and newlines included) are dropped by browsers, so '/\t/host' is '//host'.
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  if (/^(?:\/(?:en|cn|tw|es|fr))?(?:\/user)?\/(?:login|signup)(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
