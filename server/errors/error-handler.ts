import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DatabaseUnavailableError } from '../db/database';
import { AccountDisabledError } from '../services/accounts/account-disabled';
import { HttpError } from './http-error';

/** What body-parser reports, by its error type. */
const BODY_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  'entity.parse.failed': { status: 400, error: 'invalid_json', message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, error: 'payload_too_large', message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, error: 'unsupported_encoding', message: 'The request body encoding is not supported.' },
  'charset.unsupported': { status: 415, error: 'unsupported_charset', message: 'The request body charset is not supported.' },
  'request.aborted': { status: 400, error: 'request_aborted', message: 'The request was aborted before its body arrived.' },
  'request.size.invalid': { status: 400, error: 'invalid_body', message: 'The request body is shorter or longer than its Content-Length.' },
};

/** Any path no route answered, as JSON for API paths. */
export const apiNotFound: RequestHandler = (request, response) => {
  response.status(404).json({ error: 'not_found', message: `No endpoint at ${request.method} ${request.originalUrl.split('?')[0]?.slice(0, 200)}.` });
};

/**
 * Sends an error as JSON. A handler that failed part way (serve-static refusing a Range of a
 * pre-compressed asset) may already have described its file: its type, which res.json would
 * keep, and its Content-Encoding, which would make the client gunzip plain JSON.
 */
function sendError(response: Response, status: number, body: Record<string, unknown>): void {
  response.removeHeader('Content-Encoding');
  response.status(status).type('application/json').json(body);
}

/**
 * Every error ends here as `{ error, message }`. A 4xx names what was wrong; a 5xx says only what
 * happened, never a stack or SQL, which go to the log with the request id.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  if (response.headersSent) {
    request.log.error({ err: error }, 'error after the response started');
    response.destroy();
    return;
  }
  if (error instanceof AccountDisabledError) {
    sendError(response, 403, { error: 'account_disabled', message: error.message });
    return;
  }
  if (error instanceof HttpError) {
    sendError(response, error.status, { error: error.code, message: error.message, ...error.details });
    return;
  }
  // What body-parser, the router, zlib and Express's own middleware put on their errors.
  const reported = typeof error === 'object' && error !== null ? (error as { status?: unknown; code?: unknown; type?: unknown }) : undefined;
  const bodyError = reported ? BODY_ERRORS[String(reported.type)] : undefined;
  if (bodyError) {
    sendError(response, bodyError.status, { error: bodyError.error, message: bodyError.message });
    return;
  }
  // zlib could not inflate a body sent as gzip or deflate (Z_DATA_ERROR, Z_BUF_ERROR…) or br
  // (ERR__ERROR_FORMAT_…): body-parser passes it on as a bare 400, which the catch-all below
  // would leave unnamed.
  if (reported?.status === 400 && /^(Z_|ERR__ERROR_)/.test(String(reported.code))) {
    sendError(response, 400, { error: 'invalid_body', message: 'The request body is not valid for its Content-Encoding.' });
    return;
  }
  // The router could not decode a path parameter (/details/%E0%A4): say so, as the assets do,
  // rather than the catch-all below, which names nothing.
  if (error instanceof URIError && reported?.status === 400) {
    sendError(response, 400, { error: 'invalid_path', message: 'The address is not valid percent-encoded UTF-8.' });
    return;
  }
  // Express's own middleware (serve-static's 404, for one) reports a 4xx status; its message may
  // hold a file path, so only our own text goes out.
  if (typeof reported?.status === 'number' && reported.status >= 400 && reported.status < 500) {
    const code = reported.status === 404 ? 'not_found' : 'bad_request';
    const message = reported.status === 404 ? `No file at ${request.originalUrl.split('?')[0]?.slice(0, 200)}.` : 'The request could not be served as sent.';
    sendError(response, reported.status, { error: code, message });
    return;
  }
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ err: error }, 'database unavailable');
    response.set('Retry-After', '5');
    sendError(response, 503, { error: 'service_unavailable', message: 'The database is unavailable; try again shortly.' });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  sendError(response, 500, { error: 'internal_error', message: 'Something went wrong on our side; it has been logged.' });
};
