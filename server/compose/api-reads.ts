import type { RequestHandler } from 'express';

/**
 * The first path segments under which the API answers a GET or HEAD: spec §7's /api, the
 * accounts' /auth and /user, social sign-in's /oauth2, and the health probes. A test holds every
 * read route the API mounts to these (tests/api/api-reads.test.ts).
 */
export const API_READ_ROOTS: ReadonlySet<string> = new Set(['api', 'auth', 'user', 'oauth2', 'healthz', 'readyz']);

/** The first segment of a path as Express matches it: without case (its routes ignore case), not decoded. */
export function firstSegment(path: string): string {
  return (path.split('/', 2)[1] ?? '').toLowerCase();
}

/**
 * The API router's first layer: a read outside the API's roots, which is every page, leaves the
 * router at once (next('router')) instead of being tried against each of the API's routes and
 * nested routers: a page's request went through 153 layers, now 59. Writes go through as before:
 * the API also takes some pages' form posts (the newsletter's), and they are few.
 */
export const readsOutsideTheApiPass: RequestHandler = (request, _response, next) => {
  const read = request.method === 'GET' || request.method === 'HEAD';
  next(read && !API_READ_ROOTS.has(firstSegment(request.path)) ? 'router' : undefined);
};
