import type { RequestHandler } from 'express';
import { notFound } from '../errors/http-error';

/**
 * Page addresses the renderer cannot draw, which would otherwise come out as a 200 with no page
 * in it (no title, no content). Browsers never send either kind.
 *
 * - A line terminator in a segment: react-router decodes each segment, then matches with
 *   patterns whose '.' stops at line terminators, so /%0A matches no route, not even '*'.
 * - A dot segment ('.', '..', '%2e%2e'; '\' separates as '/' does): the renderer reads the
 *   address through the URL parser, which removes them, so /.. is drawn as '/', the bare root
 *   route with no page under it.
 */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

function unmatchable(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // react-router keeps a segment it cannot decode as it is; the URL parser sees no dots in it either.
    return false;
  }
  return LINE_TERMINATOR.test(decoded) || decoded === '.' || decoded === '..';
}

/** A 404 for a page address the renderer would draw blank. */
export const refuseUnmatchablePaths: RequestHandler = (request, _response, next) => {
  if (request.path.split(/[/\\]/).some(unmatchable)) throw notFound('No page has this address: it holds a line break, or a "." or ".." segment.');
  next();
};
