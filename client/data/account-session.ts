import { useSyncExternalStore } from 'react';
import { ACCOUNT_COOKIES, userFromCookie, type CookieUser, LAST_PATH_MAX_AGE_SECONDS } from '../../shared/account-cookies';
import { isAccountFormPath, safeReturnPath } from '../../shared/routes';
import { readCookie, writeCookie } from './browser-cookies';

/*
 * Who is signed in, as the pages know it: from the readable cookies the server sets with the
 * session (spec §6, decision 007), never from the session token, which page JavaScript cannot read.
 * Pages are cached and shared, so the server always renders the anonymous state; these hooks give
 * that during hydration and the browser's own state right after (useSyncExternalStore's server
 * snapshot), so hydration never mismatches.
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signed in or out in another tab: seen when this one is looked at again.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** Tells every hook that the account cookies changed: after login, sign-up, sign-out or a reset. */
export function accountChanged(): void {
  for (const listener of listeners) listener();
}

let cached: { flag: string | undefined; raw: string | undefined; user: CookieUser | null } | null = null;

function signedInUser(): CookieUser | null {
  const flag = readCookie(ACCOUNT_COOKIES.authenticated);
  const raw = readCookie(ACCOUNT_COOKIES.user);
  // The same cookies give the same object, as useSyncExternalStore requires.
  if (cached === null || cached.flag !== flag || cached.raw !== raw) cached = { flag, raw, user: flag === 'true' ? userFromCookie(raw) : null };
  return cached.user;
}

/** Who is signed in right now, for effects: a hook's value is still the server's during hydration. */
export const currentUser = signedInUser;

const anonymous = () => null;

/** The signed-in user, or null; always null while hydrating. */
export function useSignedInUser(): CookieUser | null {
  return useSyncExternalStore(subscribe, signedInUser, anonymous);
}

/** Remembers a page to come back to after signing in (spec §6 last-customer-path); the account forms never. */
export function rememberReturnPath(path: string): void {
  if (isAccountFormPath(path)) return;
  writeCookie(ACCOUNT_COOKIES.lastPath, path, LAST_PATH_MAX_AGE_SECONDS);
}

/** Where to go after signing in: the remembered page when it is on this site, else the fallback. */
export function returnPathOr(fallback: string): string {
  return safeReturnPath(readCookie(ACCOUNT_COOKIES.lastPath), fallback);
}

/** The same as a hook: the fallback while hydrating (the server cannot know it), the remembered page after. */
export function useReturnPath(fallback: string): string {
  return useSyncExternalStore(
    subscribe,
    () => returnPathOr(fallback),
    () => fallback,
  );
}
