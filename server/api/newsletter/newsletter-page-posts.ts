import { Router, type Request, type RequestHandler } from 'express';
import type { LangCode } from '../../../shared/languages';
import {
  configuredLang, NEWSLETTER_PROBLEM_PARAM, newsletterPreferencesPath, newsletterPreferencesSavedPath, newsletterUnsubscribePath, PAGE_PATTERNS,
} from '../../../shared/routes';
import { HttpError } from '../../errors/http-error';
import type { Site } from '../../site/load-site';
import type { NewsletterService } from '../../services/newsletter/newsletter-service';
import { check } from '../../services/newsletter/newsletter-schema';
import { utf8Form } from '../../http/body-parsers';
import { formFields, NEWSLETTER_BODY_LIMIT } from './newsletter-body';
import { INVALID_LINK_MESSAGE } from './newsletter-token-routes';

/** RFC 8058: what a mail provider posts to the List-Unsubscribe address. */
const ONE_CLICK = 'One-Click';

const tokenOf = (request: Request) => (typeof request.query.token === 'string' ? request.query.token : '');

/**
 * The forms of the newsletter's token pages, posted by a browser without JavaScript, and RFC
 * 8058's one-click unsubscribe, posted by mail providers to the List-Unsubscribe address of
 * every newsletter mail. They live with the API (a web instance proxies them here); the token in
 * the address is the proof, and no session is involved, so the anti-forgery check leaves them be.
 *
 * - POST /{lang}/newsletter/preferences?token=: saves, then 303 back to the page, which says so.
 * - POST /{lang}/newsletter/unsubscribe?token=: with List-Unsubscribe=One-Click, unsubscribes and
 *   answers 200 with no page (404 for a link that is not valid); from the page's button, 303 back
 *   to the page, which then says it is done (or that the link is not valid).
 */
export function newsletterPagePosts(newsletter: NewsletterService, site: Site): Router {
  const onlyConfiguredLanguages: RequestHandler = (request, _response, next) => {
    next(configuredLang(request.params.lang, site.config) ? undefined : 'route');
  };
  const form = utf8Form(NEWSLETTER_BODY_LIMIT);
  const fieldsOf = (request: Request) => (request.body ?? {}) as Record<string, unknown>;

  const router = Router();
  router.post(PAGE_PATTERNS.newsletterPreferences, onlyConfiguredLanguages, form, async (request, response) => {
    const lang = request.params.lang as LangCode;
    const token = tokenOf(request);
    // Every box unticked is a choice the form sends as no field at all: refused, not ignored.
    const choices = check(newsletter.schemas.choices, { categories: [], ...formFields(fieldsOf(request), true) });
    response.set('Cache-Control', 'no-store');
    const invalid = () => response.redirect(303, `${newsletterPreferencesPath(lang, token)}&${NEWSLETTER_PROBLEM_PARAM}=invalid`);
    if (!choices.ok) {
      invalid();
      return;
    }
    let saved: Awaited<ReturnType<NewsletterService['updatePreferences']>>;
    try {
      saved = token ? await newsletter.updatePreferences(token, choices.value) : null;
    } catch (error) {
      // A choice this subscription may not make (what an account follows, with no account).
      if (error instanceof HttpError && error.status === 400) {
        invalid();
        return;
      }
      throw error;
    }
    // The page in the language just chosen; a link that is not valid is told so by the page.
    response.redirect(303, saved ? newsletterPreferencesSavedPath(saved.lang as LangCode, token) : newsletterPreferencesPath(lang, token));
  });
  router.post(PAGE_PATTERNS.newsletterUnsubscribe, onlyConfiguredLanguages, form, async (request, response) => {
    const lang = request.params.lang as LangCode;
    const token = tokenOf(request);
    const unsubscribed = token ? await newsletter.unsubscribe(token) : null;
    response.set('Cache-Control', 'no-store');
    if (fieldsOf(request)['List-Unsubscribe'] === ONE_CLICK) {
      if (unsubscribed) response.status(200).json({ success: true, message: 'Unsubscribed: no newsletter will be sent to this address again.' });
      else response.status(404).json({ error: 'invalid_link', message: INVALID_LINK_MESSAGE });
      return;
    }
    response.redirect(303, newsletterUnsubscribePath(lang, token));
  });
  return router;
}
