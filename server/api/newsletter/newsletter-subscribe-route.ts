import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { LangCode } from '../../../shared/languages';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import { configuredLang, newsletterProblemPath, newsletterSentPath, type NewsletterProblem } from '../../../shared/routes';
import { DatabaseUnavailableError } from '../../db/database';
import { HttpError, invalidParameter } from '../../errors/http-error';
import type { NewsletterService } from '../../services/newsletter/newsletter-service';
import { check, type SubscribeInput } from '../../services/newsletter/newsletter-schema';
import { markRefused, setAddressKey } from '../../services/newsletter/newsletter-rate-limits';
import type { Site } from '../../site/load-site';
import { formFields, isBrowserForm, newsletterBody } from './newsletter-body';

interface SubscribeLocals {
  newsletterLang?: LangCode;
  newsletterInput?: SubscribeInput;
}

const locals = (response: Response) => response.locals as SubscribeLocals;

/**
 * POST /api/public/newsletter: JSON from scripts and the hydrated footer, or the
 * footer's plain form. Every address gets the same 202 and the same words, in the reader's
 * language; a malformed address or an unknown category 400; too many requests 429 (per network,
 * then per address); a database that is down 503. A browser's form gets a page instead of
 * JSON: 303 to "check your inbox", or to the subscribe page saying what went wrong.
 */
export function newsletterSubscribeRoute(newsletter: NewsletterService, site: Site): Router {
  const langOf = (raw: unknown): LangCode => configuredLang(typeof raw === 'string' ? raw : undefined, site.config) ?? (site.config.languageCodes[0] as LangCode);

  const validate: RequestHandler = (request, response, next) => {
    const body = request.body as Record<string, unknown>;
    locals(response).newsletterLang = langOf(body.lang);
    const checked = check(newsletter.schemas.subscribe, formFields(body, request.is('application/x-www-form-urlencoded') !== false));
    if (!checked.ok) throw invalidParameter(checked.parameter, checked.message);
    locals(response).newsletterInput = checked.value;
    locals(response).newsletterLang = checked.value.lang;
    setAddressKey(response, checked.value.email);
    next();
  };

  const submit: RequestHandler = async (request, response) => {
    const { newsletterInput: input, newsletterLang: lang } = locals(response);
    if (!input || !lang) throw new Error('newsletter subscribe without checked input');
    await newsletter.subscribe(input);
    if (isBrowserForm(request)) {
      response.set('Cache-Control', 'no-store').redirect(303, newsletterSentPath(lang));
      return;
    }
    response.status(202).set('Cache-Control', 'no-store').json({ success: true, message: site.translations[lang].newsletter.checkInbox });
  };

  /** A browser's form lands on a page in its language rather than on JSON. */
  const browserPage: ErrorRequestHandler = (error, request: Request, response, next) => {
    if (!isBrowserForm(request)) return next(error);
    const problem: NewsletterProblem | null =
      error instanceof DatabaseUnavailableError || (error instanceof HttpError && error.status === 503)
        ? 'unavailable'
        : error instanceof HttpError && error.status === 429
          ? 'rate-limited'
          : error instanceof HttpError && error.status < 500
            ? 'invalid'
            : null;
    if (!problem) return next(error);
    if (problem === 'unavailable') request.log.warn({ err: error }, 'newsletter subscription not stored: database unavailable');
    const lang = locals(response).newsletterLang ?? langOf((request.body as Record<string, unknown> | undefined)?.lang);
    markRefused(response);
    response.set('Cache-Control', 'no-store').redirect(303, newsletterProblemPath(lang, problem));
  };

  const router = Router();
  router.post(NEWSLETTER_API.subscribe, ...newsletterBody, newsletter.rateLimits.perNetwork, validate, newsletter.rateLimits.perAddress, submit, browserPage);
  return router;
}
