import { Router, type Request, type Response } from 'express';
import { ACCOUNT_COOKIES, LAST_PATH_MAX_AGE_SECONDS } from '../../../shared/account-cookies';
import { loginPath, pageLang, safeReturnPath } from '../../../shared/routes';
import { PENDING_SAVE_COOKIE, PENDING_SAVE_MAX_AGE_SECONDS, SAVED_API, SAVED_MAX_PAGE_SIZE, SAVED_PAGE_SIZE, SAVED_WITHDRAWN_PARAM } from '../../../shared/saved-stories';
import { isStoryId } from '../../../shared/slug';
import type { SiteConfig } from '../../../shared/types';
import { HttpError, invalidParameter, notFound } from '../../errors/http-error';
import { utf8Form } from '../../http/body-parsers';
import { booleanFlag, integer, single } from '../../http/query-params';
import type { Logger } from '../../logger';
import type { AccountServices } from '../../services/accounts/account-services';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import type { SaveOutcome, SavedStoriesService } from '../../services/reader/saved-stories-service';
import { requireSession, signedInOf, signedInUserOf, type SignedInRequest } from '../auth/require-session';
import { presentedToken } from '../auth/session-token';
import { parseLang } from '../news/news-requests';
import { readerRateLimit } from './reader-rate-limit';
import { isSameOriginRequest, storyIdParam } from './saved-request';

/** One reader's own: never kept by a browser's or a shared cache. */
const privately = (response: Response) => response.set('Cache-Control', 'private, no-store');

const MAX_PAGE = 1000;

function refusal(outcome: Exclude<SaveOutcome, { ok: true }>, id: string): HttpError {
  if (outcome.reason === 'unknown-story') return notFound(`No news with id ${id}.`);
  return new HttpError(409, 'saved_full', 'You have saved as many stories as can be kept. Remove some to save more.');
}

export interface SavedRoutesParts {
  saved: SavedStoriesService;
  accounts: AccountServices;
  rateLimitStores: RateLimitStores;
  logger: Logger;
  config: SiteConfig;
}

/**
 * The signed-in reader's saved stories (decision 019): read them a page at a time or all their ids,
 * save and remove one; and the save buttons' form without JavaScript. Session (bearer or cookie,
 * with the anti-forgery header on changes, which the app's guard checks) and a per-account rate
 * limit on every call; every answer private.
 */
export function savedRoutes({ saved, accounts, rateLimitStores, logger, config }: SavedRoutesParts): Router {
  const router = Router();
  const session = requireSession(accounts);
  const reads = readerRateLimit('readerReads', rateLimitStores, logger);
  const changes = readerRateLimit('readerChanges', rateLimitStores, logger);
  const userOf = (response: Response) => signedInOf(response).principal.id;
  router.use(SAVED_API.list, (_request, response, next) => {
    privately(response);
    next();
  });

  router.get(SAVED_API.list, session, reads, async (request, response) => {
    const lang = parseLang(single(request.query, 'lang'));
    const page = integer(request.query, 'page', { min: 1, max: MAX_PAGE, fallback: 1 });
    const size = integer(request.query, 'size', { min: 1, max: SAVED_MAX_PAGE_SIZE, fallback: SAVED_PAGE_SIZE });
    const withdrawn = booleanFlag(request.query, SAVED_WITHDRAWN_PARAM);
    response.json(await saved.page(userOf(response), lang, page, size, withdrawn));
  });
  router.get(SAVED_API.ids, session, reads, async (_request, response) => {
    response.json({ ids: await saved.ids(userOf(response)) });
  });
  router.post(
    SAVED_API.form,
    utf8Form('4kb'),
    async (request, response, next) => {
      const presented = presentedToken(request);
      const principal = presented ? await signedInUserOf(accounts, presented) : null;
      if (!principal || !presented) return next();
      (response.locals as { signedIn?: SignedInRequest }).signedIn = { principal, presented };
      // Signed in, it counts with the reader's other changes.
      changes(request, response, next);
    },
    async (request, response) => savedForm(request, response),
  );
  router.put(SAVED_API.story(':id'), session, changes, async (request, response) => {
    const id = storyIdParam(request);
    const outcome = await saved.save(userOf(response), id);
    if (!outcome.ok) throw refusal(outcome, id);
    response.json({ id, saved: true, savedAt: outcome.savedAt });
  });
  router.delete(SAVED_API.story(':id'), session, changes, async (request, response) => {
    const id = storyIdParam(request);
    await saved.remove(userOf(response), id);
    response.json({ id, saved: false });
  });

  /**
   * story, saved ('true' saves, 'false' removes) and back (the page, on this site). Signed in:
   * done, and 303 back. Signed out: 303 to the login page, which comes back to the page, where
   * the story waiting in the pending-save cookie is saved.
   */
  async function savedForm(request: Request, response: Response) {
    if (!isSameOriginRequest(request)) throw new HttpError(403, 'csrf_failed', 'This form is taken only from the pages of this site.');
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const { story, saved: wanted, back } = fields;
    if (!isStoryId(story)) throw invalidParameter('story', `Field 'story': a news id is a string of digits.`);
    if (wanted !== 'true' && wanted !== 'false') throw invalidParameter('saved', `Field 'saved' must be true or false.`);
    const lang = pageLang(typeof back === 'string' ? back : '/', config);
    const backPath = safeReturnPath(typeof back === 'string' ? back : null, `/${lang}`);
    response.set('Cache-Control', 'no-store');
    const principal = (response.locals as { signedIn?: SignedInRequest }).signedIn?.principal;
    if (!principal) {
      const cookie = { path: '/', sameSite: 'lax' as const, secure: request.secure, httpOnly: false };
      response.cookie(ACCOUNT_COOKIES.lastPath, backPath, { ...cookie, maxAge: LAST_PATH_MAX_AGE_SECONDS * 1000 });
      if (wanted === 'true') response.cookie(PENDING_SAVE_COOKIE, story, { ...cookie, maxAge: PENDING_SAVE_MAX_AGE_SECONDS * 1000 });
      response.redirect(303, loginPath(lang));
      return;
    }
    // A refusal (an unknown story, a full list) leaves the page as it was: the button shows it.
    if (wanted === 'true') await saved.save(principal.id, story);
    else await saved.remove(principal.id, story);
    response.redirect(303, backPath);
  }

  return router;
}
