import { Router, type Request, type Response } from 'express';
import { FOLLOWS_API, isFollowable } from '../../../shared/follows';
import { SAVED_MAX_PAGE_SIZE, SAVED_PAGE_SIZE } from '../../../shared/saved-stories';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import type { Logger } from '../../logger';
import type { AccountServices } from '../../services/accounts/account-services';
import type { FollowsService } from '../../services/reader/follows-service';
import { parseCategory, parseSubtype } from '../../services/news/categories';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { requireSession, signedInOf } from '../auth/require-session';
import { parseLang } from '../news/news-requests';
import { readerRateLimit } from './reader-rate-limit';

const MAX_PAGE = 1000;

/** A category one can follow (not the lists that gather every category) and, if given, one of its subcategories. */
function topicOf(request: Request): { category: string; subcategory: string | null } {
  const category = parseCategory(String(request.params.category), 'category');
  if (!isFollowable(category)) throw invalidParameter('category', `Parameter 'category': ${category} gathers every category; follow one of them.`);
  const subcategory = request.params.subcategory === undefined ? null : parseSubtype(String(request.params.subcategory), category, 'subcategory');
  return { category, subcategory };
}

export interface FollowsRoutesParts {
  follows: FollowsService;
  accounts: AccountServices;
  rateLimitStores: RateLimitStores;
  logger: Logger;
}

/**
 * The signed-in reader's followed topics and the "For you" list of their stories (decision 019).
 * Session (bearer or cookie, with the anti-forgery header on changes, which the app's guard
 * checks) and a per-account rate limit on every call; every answer private.
 */
export function followsRoutes({ follows, accounts, rateLimitStores, logger }: FollowsRoutesParts): Router {
  const router = Router();
  const session = requireSession(accounts);
  const reads = readerRateLimit('readerReads', rateLimitStores, logger);
  const changes = readerRateLimit('readerChanges', rateLimitStores, logger);
  const userOf = (response: Response) => signedInOf(response).principal.id;
  router.use([FOLLOWS_API.list, FOLLOWS_API.forYou], (_request, response, next) => {
    response.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(FOLLOWS_API.list, session, reads, async (_request, response) => {
    response.json({ follows: await follows.list(userOf(response)) });
  });
  const topicPaths = [`${FOLLOWS_API.list}/:category`, `${FOLLOWS_API.list}/:category/:subcategory`];
  router.put(topicPaths, session, changes, async (request, response) => {
    const { category, subcategory } = topicOf(request);
    const after = await follows.follow(userOf(response), category, subcategory);
    if (!after) throw new HttpError(409, 'follows_full', 'You follow as many topics as can be kept. Unfollow some to follow more.');
    response.json({ follows: after });
  });
  router.delete(topicPaths, session, changes, async (request, response) => {
    const { category, subcategory } = topicOf(request);
    response.json({ follows: await follows.unfollow(userOf(response), category, subcategory) });
  });
  router.get(FOLLOWS_API.forYou, session, reads, async (request, response) => {
    const lang = parseLang(single(request.query, 'lang'));
    const page = integer(request.query, 'page', { min: 1, max: MAX_PAGE, fallback: 1 });
    const size = integer(request.query, 'size', { min: 1, max: SAVED_MAX_PAGE_SIZE, fallback: SAVED_PAGE_SIZE });
    response.json(await follows.forYou(userOf(response), lang, page, size));
  });
  return router;
}
