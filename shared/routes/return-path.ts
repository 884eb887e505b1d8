import { isSitePath } from './site-path';

/** The login page's query parameter that names the page to go back to once signed in. */
export const RETURN_PATH_PARAM = 'return_path';

const SIGN_IN_PAGE = /^(?:\/(?:en|cn|tw|es|fr))?(?:\/user)?\/(?:login|signup)(?:[/?#]|$)/;

/**
 * A page a sign-in may send the reader to: a path on this site (isSitePath), and never the login
 * or sign-up pages themselves, which would send a signed-in user in a loop.
 */
function isReturnablePath(path: string): boolean {
  return isSitePath(path) && !SIGN_IN_PAGE.test(path);
}

/**
 * Where to send a user after login (spec §2: the stored return path, else a default). The
 * last-customer-path cookie is written by our pages but can be set by anyone, so only a path on
 * this site is taken (isReturnablePath). The cookie may hold the path encoded; it is returned decoded.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  return isReturnablePath(path) ? path : fallback;
}

/**
 * The page an address's return_path names (already decoded once, as a query's values are), when a
 * sign-in may go there; otherwise null. Anyone can write a link with any return_path, so a foreign,
 * protocol-relative or scripted one is never followed.
 */
export function returnPathIn(search: string | URLSearchParams): string | null {
  const value = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  return value !== null && isReturnablePath(value) ? value : null;
}
