import { isSitePath } from './site-path';

/**
 * Where to send a user after login (spec §2: the stored return path, else a default). The
 * last-customer-path cookie is written by our pages but can be set by anyone, so only a path on
 * this site is taken (isSitePath), and never the login or sign-up pages themselves, which would
 * send a signed-in user in a loop. The cookie may hold the path encoded; it is returned decoded.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!isSitePath(path)) return fallback;
  if (/^(?:\/(?:en|cn|tw|es|fr))?(?:\/user)?\/(?:login|signup)(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
