import { safeReturnPath } from '../../../shared/routes';

/** spec §2: where login sends a user when no page is remembered. */
export const DEFAULT_RETURN_PATH = '/restaurant/boss';

/**
 * The spec's client (§7) asks to come back to /oauth2/redirect and reads a token there. This
 * server signs the browser in with cookies instead and puts no token in an address, so that
 * landing means "no particular page".
 */
const SPEC_LANDING = '/oauth2/redirect';

/**
 * Where a social sign-in returns to (decision 012): the redirect_uri when it is a page of this
 * site, given as a path or as an address on PUBLIC_ORIGIN; without one, the remembered last
 * page or the default. Null when redirect_uri leads anywhere else: another origin, '//host',
 * '/\host', a scheme such as javascript:, or the login and sign-up pages (shared safeReturnPath).
 */
export function socialReturnPath(requested: string | undefined, lastPath: string | undefined, publicOrigin: string): string | null {
  const fallback = safeReturnPath(lastPath, DEFAULT_RETURN_PATH);
  if (requested === undefined || requested === '') return fallback;
  let candidate = requested;
  if (/^[a-z][a-z0-9+.-]*:/i.test(requested)) {
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return null;
    }
    if (url.origin !== new URL(publicOrigin).origin) return null;
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }
  const path = safeReturnPath(candidate, '');
  if (path === '') return null;
  return path.split(/[?#]/)[0] === SPEC_LANDING ? fallback : path;
}
