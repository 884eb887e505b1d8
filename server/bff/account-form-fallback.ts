import type { Request, RequestHandler } from 'express';
import { isAccountPagePath } from '../../shared/routes';
import { withoutForeignReturnPaths } from './return-path-query';

/**
 * An account form submitted by the browser itself: on a slow device the reader can press the
 * button before React has taken the page over. The forms post (so a password never lands in an
 * address, a history or a log), and the answer is the page again, 303, with nothing read from
 * the body: the reader sees the form, now working, and types again. The JSON API is the only way
 * an account form is sent.
 */
export const isAccountPagePost = (request: Request): boolean => request.method === 'POST' && isAccountPagePath(request.path);

export const accountFormFallback: RequestHandler = (request, response, next) => {
  if (!isAccountPagePost(request)) return next();
  response.set('Cache-Control', 'no-store').redirect(303, withoutForeignReturnPaths(request.originalUrl));
};
