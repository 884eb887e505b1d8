import { Router } from 'express';
import { LANG_COOKIE } from '../../shared/constants';
import { configuredLang, isLanguageChoiceTarget, LANGUAGE_CHOICE_PATTERN, trendingPath } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { scalar } from '../http/query-params';

/**
 * GET /{lang}/language?next=… (decision 018): records the reader's choice in the spec's cookie (lang,
 * path /, one year) and answers 303 to `next`. A `next` that is not a path of this site in that
 * language leads to the language's trending list instead, so the route can send no one elsewhere.
 * The answer is this reader's own (it sets their cookie): no shared cache keeps it.
 */
export function languageChoiceRoute(config: SiteConfig): Router {
  const router = Router();
  router.get(LANGUAGE_CHOICE_PATTERN, (request, response, next) => {
    const lang = configuredLang(request.params.lang, config);
    // Another prefix is not a language of this site: the 404 of unknown addresses answers it.
    if (!lang) return next();
    // A repeated or structured `next` is as foreign as one off the site: the fallback takes it.
    const given = scalar(request.query, 'next');
    const wanted = given.ok ? given.value : undefined;
    response.cookie(LANG_COOKIE.name, lang, {
      path: '/',
      maxAge: LANG_COOKIE.maxAgeSeconds * 1000,
      sameSite: 'lax',
      // Read by the server only (redirects, mail language); page JavaScript has no use for it.
      httpOnly: true,
      secure: request.secure,
    });
    response.set('Cache-Control', 'private, no-store').redirect(303, isLanguageChoiceTarget(wanted, lang) ? wanted : trendingPath(lang));
  });
  return router;
}
