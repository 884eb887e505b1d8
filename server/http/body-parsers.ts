import express, { type Request, type RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** "utf8" is no registered name, but clients send it for UTF-8 often enough to take it as that. */
const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/**
 * The charsets a Content-Type names, lower case: all of them, since body-parser decodes with the
 * last one of "charset=utf-8; charset=utf-7".
 */
function charsetsOf(request: Request): string[] {
  const parameters = (request.get('content-type') ?? '').matchAll(/;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/gi);
  return [...parameters].map((match) => (match[1] ?? match[2] ?? '').toLowerCase());
}

/**
 * Bodies are read as UTF-8 only (RFC 8259 for JSON, and what our forms send). body-parser's JSON
 * parser lets any "utf-*" through (RFC 7159's UTF-16 and UTF-32, and so UTF-7, which hides
 * markup as "+ADw-") and its text parser any charset iconv knows, then decodes them; so the
 * charset is checked here, before any parser, for the types that parser would read.
 */
function utf8Only(types: string[], parser: RequestHandler): RequestHandler {
  return (request, response, next) => {
    const charset = request.is(types) ? charsetsOf(request).find((name) => !UTF8_NAMES.has(name)) : undefined;
    if (charset !== undefined) {
      next(new HttpError(415, 'unsupported_charset', `The request body must be UTF-8 (charset=utf-8, or no charset), not '${charset.slice(0, 40)}'.`));
      return;
    }
    parser(request, response, next);
  };
}

/** A JSON body of at most `limit`, in UTF-8. */
export function utf8Json(limit: string): RequestHandler {
  return utf8Only(['application/json'], express.json({ limit, type: 'application/json' }));
}

/** A text body of these types (NDJSON) of at most `limit`, in UTF-8. */
export function utf8Text(limit: string, types: string[]): RequestHandler {
  return utf8Only(types, express.text({ limit, type: types }));
}

/** A form as a browser posts it (urlencoded) of at most `limit`, in UTF-8. */
export function utf8Form(limit: string): RequestHandler {
  return utf8Only(['application/x-www-form-urlencoded'], express.urlencoded({ extended: false, limit, type: 'application/x-www-form-urlencoded' }));
}

/**
 * For a change that takes no body: whatever is sent is read and dropped, and more than `limit` is
 * refused with 413 once read off. A body left unread while the route works had Node close the
 * connection under a client still sending it.
 */
export function ignoredBody(limit = '1kb'): RequestHandler {
  return express.raw({ limit, type: () => true });
}
