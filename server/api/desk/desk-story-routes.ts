import { Router, type Response } from 'express';
import { DESK_API } from '../../../shared/desk-api';
import { readDeskAudit } from '../../db/desk/desk-audit';
import { deskStory } from '../../db/desk/desk-story';
import { deskStories } from '../../db/desk/desk-stories';
import { pinsOf } from '../../db/desk/story-pins';
import { invalidParameter, notFound } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';
import { holdsOf } from '../../db/desk/field-holds';
import { correctStory, InvalidCorrection } from '../../services/desk/story-correction';
import { settleUpstream } from '../../services/desk/upstream-values';
import { correctionRequestOf, heldFieldOf } from './correction-request';
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
import { deskAuditFilterOf } from './desk-audit-query';
import type { DeskAuditAnswer } from '../../../shared/desk-audit-actions';
import { pinRequestOf } from './pin-request';
import { featureStory, unfeatureStory } from '../../services/desk/story-pins';
import { refusalsAnswered } from './desk-refusals';

/** A corrected body may be as long as an ingested one (200,000 characters), in any script. */
const correctionBody = utf8Json('1mb');

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
  router.post(DESK_API.corrections(':id'), editor, changes, correctionBody, async (request, response) => {
    const id = storyIdParam(request);
    const correction = correctionRequestOf(bodyObject(request));
    try {
      response.json(await refusalsAnswered(() => correctStory(desk, id, correction, by(response))));
    } catch (error) {
      if (error instanceof InvalidCorrection) throw invalidParameter(error.field, `The correction does not pass the ingest's checks: ${error.message}`);
      throw error;
    }
  });
  for (const [path, accept] of [[DESK_API.acceptUpstream(':id'), true], [DESK_API.dismissUpstream(':id'), false]] as const) {
    router.post(path, editor, changes, jsonBody, async (request, response) => {
      const id = storyIdParam(request);
      const ref = heldFieldOf(bodyObject(request));
      await refusalsAnswered(() => settleUpstream(desk, id, ref, accept, by(response)));
      response.json({ holds: await holdsOf(desk.db, id) });
    });
  }
  router.get(DESK_API.stories, editor, async (request, response) => {
    const filter = deskStoryFilterOf(request.query);
    const stories = await deskStories(desk.db, filter);
    response.json({ stories, next: stories.length === filter.limit ? (stories.at(-1)?.id ?? null) : null });
  });
  router.get(DESK_API.story(':id'), editor, async (request, response) => {
    const id = storyIdParam(request);
    const story = await deskStory(desk.db, id);
    if (!story) throw notFound(`No news with id ${id}.`);
    const [history, pins, holds] = await Promise.all([readDeskAudit(desk.db, { target: { kind: 'story', id }, limit: 100 }), pinsOf(desk.db, id), holdsOf(desk.db, id)]);
    response.json({ story, pins, holds, history });
  });
  router.get(DESK_API.audit, editor, async (request, response) => {
    const filter = deskAuditFilterOf(request.query);
    const entries = await readDeskAudit(desk.db, filter);
    const answer: DeskAuditAnswer = { entries, next: entries.length === filter.limit ? (entries.at(-1)?.id ?? null) : null };
    response.json(answer);
  });
  return router;
}
