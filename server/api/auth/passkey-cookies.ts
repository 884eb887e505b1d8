import type { CookieOptions, Request, Response } from 'express';
import type { PasskeyCeremony } from '../../db/accounts/passkey-challenges';
import { CHALLENGE_TTL_MS } from '../../services/passkeys/passkey-challenges';

/**
 * The id of the passkey ceremony this browser started (decision 022): the challenge itself stays
 * on the server under the id's hash, so an answer completes only in the browser that asked, and
 * only once. HttpOnly; SameSite=Strict (only this site's own pages call these); sent only to the
 * ceremony's own calls.
 */
const COOKIES: Record<PasskeyCeremony, { name: string; path: string }> = {
  registration: { name: 'passkey_registration', path: '/api/public/users/me/passkeys' },
  authentication: { name: 'passkey_sign_in', path: '/api/public/auth/passkeys' },
};

function options(request: Request, ceremony: PasskeyCeremony): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: request.secure, path: COOKIES[ceremony].path };
}

export function setCeremonyCookie(request: Request, response: Response, ceremony: PasskeyCeremony, ceremonyId: string): void {
  response.cookie(COOKIES[ceremony].name, ceremonyId, { ...options(request, ceremony), maxAge: CHALLENGE_TTL_MS });
}

/** The ceremony id this browser holds, if any. */
export function ceremonyCookie(request: Request, ceremony: PasskeyCeremony): string | null {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[COOKIES[ceremony].name] ?? null;
}

/** The ceremony is being answered: its cookie goes with it. */
export function clearCeremonyCookie(request: Request, response: Response, ceremony: PasskeyCeremony): void {
  response.clearCookie(COOKIES[ceremony].name, options(request, ceremony));
}
