import { Router } from 'express';
import { isReadingChoice, isReadingPreference, READING_COOKIE_MAX_AGE_SECONDS, READING_PREFERENCES } from '../../shared/reading-preferences';
import { configuredLang, isSitePath, READING_CHOICE_PATTERN, trendingPath } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { scalar } from '../http/query-params';

/**
 * GET /{lang}/{theme|text-size}/{choice}?next=… (decision 039): records a reading preference in
 * its cookie (the unchosen value clears it, so the reader shares the anonymous page again) and
 * answers 303 to `next`, a path of this site, else the language's trending list. The answer is
 * this reader's own (it sets their cookie): no shared cache keeps it.
 */
export function readingChoiceRoute(config: SiteConfig): Router {
  const router = Router();
  router.get(READING_CHOICE_PATTERN, (request, response, next) => {
    const { preference, choice } = request.params;
    const lang = configuredLang(request.params.lang, config);
    // Any other address of three segments is not this route's: the pages (or their 404) answer it.
    if (!lang || !isReadingPreference(preference) || !isReadingChoice(preference, choice)) return next();
    const given = scalar(request.query, 'next');
    const wanted = given.ok ? given.value : undefined;
    const { cookie, unchosen } = READING_PREFERENCES[preference];
    const options = { path: '/', sameSite: 'lax', secure: request.secure } as const;
    // Not HttpOnly: the page's script writes the same cookie when it changes the page in place.
    if (choice === unchosen) response.clearCookie(cookie, options);
    else response.cookie(cookie, choice, { ...options, maxAge: READING_COOKIE_MAX_AGE_SECONDS * 1000 });
    response.set('Cache-Control', 'private, no-store').redirect(303, isSitePath(wanted) ? wanted : trendingPath(lang));
  });
  return router;
}
