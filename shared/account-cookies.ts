import type { AccountProvider, AccountRole, UserPrincipal } from './account-types';

/**
 * The account cookies (spec §6, decision 007). Only `session` is secret: it is
 * HttpOnly, and page JavaScript never sees it. The others are readable flags for the pages.
 */
export const ACCOUNT_COOKIES = {
  /** The opaque session token; HttpOnly. */
  session: 'access_token',
  /** 'true' while signed in. */
  authenticated: 'authenticated',
  /** The signed-in user with short keys (UserCookie). */
  user: 'user_info',
  /** The last customer page, where login returns to; written by the pages. */
  lastPath: 'last_customer_path',
} as const;

/** spec §7: the anti-forgery pair, as the double-submit CSRF check reads it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** How long the last page read is remembered for a sign-in to return to (spec §6 last-customer-path). */
export const LAST_PATH_MAX_AGE_SECONDS = 24 * 60 * 60;

/** How long a session lasts from sign-in; the cookies expire with it. */
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** The spec §3 logged-in user record, with short keys to keep the cookie small. */
export interface UserCookie {
  /** email */
  e: string | null;
  /** emailVerified */
  ev: boolean;
  /** id */
  i: string;
  /** imageUrl */
  im: string | null;
  /** name */
  n: string;
  /** provider */
  p: AccountProvider;
  /** providerId */
  pi: string;
  /** roles */
  r: AccountRole[];
  /** cdc: the phone's dial code */
  c: string | null;
  /** phone */
  ph: string | null;
  /** phoneVerified */
  pv: boolean;
}

export type CookieUser = Pick<UserPrincipal, 'email' | 'emailVerified' | 'id' | 'imageUrl' | 'name' | 'provider' | 'providerId' | 'roles' | 'cdc' | 'phone' | 'phoneVerified'>;

export function userCookieOf(user: CookieUser): UserCookie {
  return {
    e: user.email,
    ev: user.emailVerified,
    i: user.id,
    im: user.imageUrl,
    n: user.name,
    p: user.provider,
    pi: user.providerId,
    r: user.roles,
    c: user.cdc,
    ph: user.phone,
    pv: user.phoneVerified,
  };
}

const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The user of a user_info cookie value (JSON, as the browser hands it back decoded), or null when it is not one. */
export function userFromCookie(value: string | undefined): CookieUser | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const c = parsed as Partial<Record<keyof UserCookie, unknown>>;
  const valid =
    typeof c.i === 'string' && typeof c.n === 'string' && typeof c.p === 'string' && typeof c.pi === 'string' &&
    nullableString(c.e) && nullableString(c.im) && nullableString(c.c) && nullableString(c.ph) &&
    typeof c.ev === 'boolean' && typeof c.pv === 'boolean' && Array.isArray(c.r) && c.r.every((role) => typeof role === 'string');
  if (!valid) return null;
  const cookie = c as UserCookie;
  return {
    email: cookie.e,
    emailVerified: cookie.ev,
    id: cookie.i,
    imageUrl: cookie.im,
    name: cookie.n,
    provider: cookie.p,
    providerId: cookie.pi,
    roles: cookie.r,
    cdc: cookie.c,
    phone: cookie.ph,
    phoneVerified: cookie.pv,
  };
}
