import type { Request } from 'express';
import { SAVED_API } from '../../../shared/saved-stories';
import { isStoryId } from '../../../shared/slug';
import { invalidParameter } from '../../errors/http-error';

/** The id of /saved/{id}; 400 naming it otherwise. */
export function storyIdParam(request: Request): string {
  const id: unknown = request.params.id;
  if (!isStoryId(id)) throw invalidParameter('id', `Parameter 'id': a news id is a string of digits, got '${String(id).slice(0, 40)}'.`);
  return id;
}

/**
 * Sent by a page of this very site: the browser says so (Sec-Fetch-Site), or, from a browser
 * that does not send it, the Origin is this host's. Every browser sends one of them with a
 * form's POST; a request with neither is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.get('origin');
  return origin !== undefined && origin === `${request.protocol}://${request.get('host') ?? ''}`;
}

/**
 * The save buttons' form without JavaScript. A plain form cannot send the anti-forgery header
 * and the shared, cached page cannot carry a token of the reader's, so the form is held to the
 * browser's own word that a page of this site sent it instead (OWASP's check of the standard
 * headers); SameSite=Lax already keeps the session cookie off other sites' posts.
 */
export const isSavedFormPost = (request: Request): boolean => request.method === 'POST' && request.path === SAVED_API.form && isSameOriginRequest(request);
