import type { Request } from 'express';
import { DESK_AUDIT_ACTIONS, isDeskAuditAction, OPERATIONS_ACTOR } from '../../../shared/desk-audit-actions';
import { isStoryId } from '../../../shared/slug';
import type { DeskAuditFilter } from '../../db/desk/desk-audit';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { DESK_MAX_PAGE_SIZE, DESK_PAGE_SIZE } from './desk-story-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shown = (value: string) => value.slice(0, 40);

/** GET /api/desk/audit: who, what, which story, and the page (keyset on id); 400 naming the parameter at fault. */
export function deskAuditFilterOf(query: Request['query']): DeskAuditFilter {
  const given = (name: string) => single(query, name, { emptyAsAbsent: true })?.trim() || undefined;
  const actor = given('actor');
  if (actor !== undefined && actor !== OPERATIONS_ACTOR && !UUID.test(actor)) {
    throw invalidParameter('actor', `Parameter 'actor': an account id (a UUID) or '${OPERATIONS_ACTOR}', got '${shown(actor)}'.`);
  }
  const action = given('action');
  if (action !== undefined && !isDeskAuditAction(action)) {
    throw invalidParameter('action', `Parameter 'action': expected one of ${DESK_AUDIT_ACTIONS.join(', ')}, got '${shown(action)}'.`);
  }
  const story = given('story');
  if (story !== undefined && !isStoryId(story)) throw invalidParameter('story', `Parameter 'story': a news id is a string of digits, got '${shown(story)}'.`);
  const before = given('before');
  if (before !== undefined && !/^[0-9]{1,18}$/.test(before)) throw invalidParameter('before', `Parameter 'before': an entry id is a number, got '${shown(before)}'.`);
  return {
    // The operations token and the command line are recorded with no account id (decision 033).
    ...(actor !== undefined ? { actorId: actor === OPERATIONS_ACTOR ? null : actor.toLowerCase() } : {}),
    ...(action !== undefined ? { action } : {}),
    ...(story !== undefined ? { target: { kind: 'story' as const, id: story } } : {}),
    ...(before !== undefined ? { before } : {}),
    limit: integer(query, 'limit', { min: 1, max: DESK_MAX_PAGE_SIZE, fallback: DESK_PAGE_SIZE }),
  };
}
