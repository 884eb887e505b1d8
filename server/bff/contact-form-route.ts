import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { CONTACT_FIELDS, CONTACT_POSTBACK_KEY, type ContactPostback, type ContactValues } from '../../shared/contact-form';
import type { LangCode } from '../../shared/languages';
import { configuredLang, contactSentPath, matchPath, PAGE_PATTERNS } from '../../shared/routes';
import { HttpError } from '../errors/http-error';
import { utf8Form } from '../http/body-parsers';
import { CONTACT_BODY_LIMIT, CONTACT_RETRY_AFTER_SECONDS, type ContactService } from '../services/contact/contact-service';
import type { Site } from '../site/load-site';
import { setPageAnswer } from './page-answer';

/** The Contact page's address, where its form posts when JavaScript is off. */
export const CONTACT_FORM_ROUTE = PAGE_PATTERNS.contact;

/** The form's post: it sends a message and never acts on the sender's session (see createCsrf). */
export const isContactFormPost = (request: Request) => request.method === 'POST' && matchPath(PAGE_PATTERNS.contact, request.path) !== null;

/**
 * What was typed, as it came: text as is, anything else (a repeated field) as nothing. Line breaks
 * are the page's \n, as the browser showed them before it sent them as \r\n, so that the field the
 * server renders and the one the browser hydrates hold the same text.
 */
function typedValues(body: Record<string, unknown>): ContactValues {
  const value = (field: string) => (typeof body[field] === 'string' ? body[field].replace(/\r\n?/g, '\n') : '');
  return { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
}

/** The page is rendered next, with the outcome and the values in its query cache. */
function answerWithPage(response: Response, status: number, postback: ContactPostback): void {
  setPageAnswer(response, { status, queries: [{ queryKey: CONTACT_POSTBACK_KEY, data: postback }] });
}

/**
 * POST /{lang}/about/contact: the Contact page's form as the browser sends it without JavaScript
 * (urlencoded), through the same service and rate limit as the JSON API. Post/redirect/get: an
 * accepted message is redirected (303) to the page that thanks for it, so a reload sends nothing
 * twice. Otherwise the page itself answers, at the same address, with everything typed back in
 * its fields: 400 with a message beside each field at fault, 429 over the rate limit, 503 when
 * the message could not be stored. The renderer mounted after these handlers draws it.
 */
export function contactFormRoute(contact: ContactService, site: Site): (RequestHandler | ErrorRequestHandler)[] {
  const onlyConfiguredLanguages: RequestHandler = (request, _response, next) => {
    // Any other prefix is not a page: the request goes on to the 404 of unknown addresses.
    const { lang } = request.params;
    next(typeof lang === 'string' && configuredLang(lang, site.config) ? undefined : 'route');
  };
  const requireForm: RequestHandler = (request, _response, next) => {
    if (request.body === undefined) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the form as application/x-www-form-urlencoded, as a browser does.');
    }
    next();
  };
  const submit: RequestHandler = async (request, response, next) => {
    // A configured language: onlyConfiguredLanguages let nothing else through.
    const lang = String(request.params.lang) as LangCode;
    const body = request.body as Record<string, unknown>;
    // The language is the page's, whatever the body says.
    const outcome = await contact.submit(request, { ...body, lang });
    if (outcome.kind === 'accepted') {
      response.redirect(303, contactSentPath(lang));
      return;
    }
    const values = typedValues(body);
    if (outcome.kind === 'invalid') {
      const invalid = CONTACT_FIELDS.filter((field) => Object.hasOwn(outcome.fields, field));
      answerWithPage(response, 400, { status: 'invalid', invalid, values });
    } else {
      response.set('Retry-After', String(CONTACT_RETRY_AFTER_SECONDS));
      answerWithPage(response, 503, { status: 'failed', invalid: [], values });
    }
    next();
  };
  const rateLimitedPage: ErrorRequestHandler = (error, request, response, next) => {
    if (!(error instanceof HttpError && error.status === 429)) {
      next(error);
      return;
    }
    answerWithPage(response, 429, { status: 'rate-limited', invalid: [], values: typedValues(request.body as Record<string, unknown>) });
    next();
  };
  return [
    onlyConfiguredLanguages,
    utf8Form(CONTACT_BODY_LIMIT),
    requireForm,
    contact.rateLimit,
    submit,
    rateLimitedPage,
  ];
}
