import { Router, type Response } from 'express';
import { DESK_API } from '../../../shared/desk-api';
import { readDeskAudit } from '../../db/desk/desk-audit';
import { deskStory } from '../../db/desk/desk-story';
import { deskStories } from '../../db/desk/desk-stories';
import { pinsOf } from '../../db/desk/story-pins';
import { notFound } from '../../errors/http-error';
import { WITHDRAWAL_REASONS } from '../../db/news/withdrawn-stories';
import type { Logger } from '../../logger';
import type { AccountServices } from '../../services/accounts/account-services';
import { restoreStory, withdrawStory, type DeskContext } from '../../services/desk/story-withdrawal';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { bodyObject, jsonBody } from '../auth/json-body';
import { storyIdParam } from '../users/saved-request';
import { deskRateLimit } from './desk-rate-limit';
import { deskRequestOf, requireDesk } from './desk-access';
import { note, oneOf } from './desk-input';
import { deskStoryFilterOf } from './desk-story-query';
import { pinRequestOf } from './pin-request';
import { featureStory, unfeatureStory } from '../../services/desk/story-pins';
import { refusalsAnswered } from './desk-refusals';

export interface DeskRoutesParts {
  desk: DeskContext;
  accounts: AccountServices;
  opsToken: string | undefined;
  rateLimitStores: RateLimitStores;
  logger: Logger;
}

/**
 * The desk's stories (decision 033): the list of every story, one story whole with its desk
 * history, withdraw and restore, feature and unfeature, each audited, for editors and
 * admins signed in with a second factor, and for OPS_TOKEN. Every answer is private; changes
 * made with the session cookie carry the anti-forgery header (the app's guard checks it).
 */
export function deskStoryRoutes({ desk, accounts, opsToken, rateLimitStores, logger }: DeskRoutesParts): Router {
  const router = Router();
  const editor = requireDesk(accounts, opsToken, 'editor');
  const changes = deskRateLimit(rateLimitStores, logger);
  const by = (response: Response) => deskRequestOf(response);

  router.post(DESK_API.withdraw(':id'), editor, changes, jsonBody, async (request, response) => {
    const id = storyIdParam(request);
    const body = bodyObject(request);
    const reason = oneOf(body, 'reason', WITHDRAWAL_REASONS);
    const text = note(body, 'note', { required: true });
    response.json(await refusalsAnswered(() => withdrawStory(desk, id, { reason, note: text }, by(response))));
  });
  router.post(DESK_API.restore(':id'), editor, changes, jsonBody, async (request, response) => {
    const id = storyIdParam(request);
    const text = note(bodyObject(request), 'note', { required: false });
    response.json(await refusalsAnswered(() => restoreStory(desk, id, { note: text }, by(response))));
  });
  router.post(DESK_API.feature(':id'), editor, changes, jsonBody, async (request, response) => {
    const id = storyIdParam(request);
    const pin = pinRequestOf(bodyObject(request));
    response.json({ pins: await refusalsAnswered(() => featureStory(desk, id, pin, by(response))) });
  });
  router.delete(DESK_API.feature(':id'), editor, changes, async (request, response) => {
    const id = storyIdParam(request);
    await refusalsAnswered(() => unfeatureStory(desk, id, by(response)));
    response.json({ pins: [] });
  });
  router.get(DESK_API.stories, editor, async (request, response) => {
    const filter = deskStoryFilterOf(request.query);
    const stories = await deskStories(desk.db, filter);
    response.json({ stories, next: stories.length === filter.limit ? (stories.at(-1)?.id ?? null) : null });
  });
  router.get(DESK_API.story(':id'), editor, async (request, response) => {
    const id = storyIdParam(request);
    const story = await deskStory(desk.db, id);
    if (!story) throw notFound(`No news with id ${id}.`);
    const [history, pins] = await Promise.all([readDeskAudit(desk.db, { target: { kind: 'story', id }, limit: 100 }), pinsOf(desk.db, id)]);
    response.json({ story, pins, history });
  });
  router.get(DESK_API.audit, editor, async (request, response) => {
    const story = typeof request.query.story === 'string' ? request.query.story : undefined;
    const entries = await readDeskAudit(desk.db, { limit: 100, ...(story ? { target: { kind: 'story' as const, id: story } } : {}) });
    response.json({ entries });
  });
  return router;
}
