import type { RequestHandler } from 'express';
import { HttpError } from '../../errors/http-error';
import { utf8Form, utf8Json } from '../../http/body-parsers';

/** Far above the largest choice of topics, well below harm. */
export const NEWSLETTER_BODY_LIMIT = '16kb';

/** A JSON object or a browser's urlencoded form, in UTF-8; anything else is refused (415, 400). */
export const newsletterBody: RequestHandler[] = [
  utf8Json(NEWSLETTER_BODY_LIMIT),
  utf8Form(NEWSLETTER_BODY_LIMIT),
  (request, _response, next) => {
    const body: unknown = request.body;
    if (body === undefined) throw new HttpError(415, 'unsupported_media_type', 'Send JSON (Content-Type: application/json) or a form (application/x-www-form-urlencoded).');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'invalid_body', 'Send a JSON object.');
    next();
  },
];

/** A browser's form post, which expects a page, not JSON. */
export const isBrowserForm = (request: Parameters<RequestHandler>[0]): boolean =>
  request.is('application/x-www-form-urlencoded') !== false && request.accepts(['application/json', 'text/html']) === 'text/html';

/**
 * A form's fields as the rules read them: a category ticked once arrives as text, several as a
 * list; an empty field is a field left out, so that its default applies.
 */
export function formFields(body: Record<string, unknown>, isForm: boolean): Record<string, unknown> {
  if (!isForm) return body;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === '') continue;
    fields[name] = name === 'categories' && typeof value === 'string' ? [value] : value;
  }
  return fields;
}
