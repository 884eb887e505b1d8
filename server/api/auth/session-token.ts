import type { Request } from 'express';
import { ACCOUNT_COOKIES } from '../../../shared/account-cookies';

/** The token of an Authorization: Bearer header, or null without one. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export interface PresentedToken {
  token: string;
  /** A bearer header wins over the cookie: an API consumer's call means what its header says. */
  via: 'bearer' | 'cookie';
}

/** The session token a request presents, or null when it presents none. */
export function presentedToken(request: Request): PresentedToken | null {
  const bearer = bearerToken(request);
  if (bearer !== null) return { token: bearer, via: 'bearer' };
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.[ACCOUNT_COOKIES.session];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
