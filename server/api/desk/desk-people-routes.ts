import { Router, type Request } from 'express';
import { DESK_API } from '../../../shared/desk-api';
import { STAFF_ROLES } from '../../db/accounts/staff-roles';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { changePerson, listPeople, openPerson, type PersonChange } from '../../services/desk/desk-people';
import { deletePerson } from '../../services/desk/desk-person-deletion';
import { bodyObject, jsonBody } from '../auth/json-body';
import { deskRequestOf, requireDesk } from './desk-access';
import { oneOf } from './desk-input';
import { deskRateLimit } from './desk-rate-limit';
import { refusalsAnswered } from './desk-refusals';
import type { DeskRoutesParts } from './desk-story-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PEOPLE_PAGE_SIZE = 50;
export const PEOPLE_ROLE_FILTERS = ['staff', 'user', ...STAFF_ROLES] as const;
const PERSON_ROLES = ['user', ...STAFF_ROLES] as const;

function accountId(value: unknown, parameter: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw invalidParameter(parameter, `Parameter '${parameter}': an account id is a UUID, got '${String(value).slice(0, 40)}'.`);
  return value.toLowerCase();
}

function changeOf(request: Request): PersonChange {
  const body = bodyObject(request);
  const fields = ['role', 'disabled'].filter((field) => body[field] !== undefined);
  if (fields.length !== 1) throw invalidParameter('role', 'Send one change at a time: {"role": "user" | "editor" | "admin"} or {"disabled": true | false}.');
  if (fields[0] === 'role') return { role: oneOf(body, 'role', PERSON_ROLES) };
  if (typeof body.disabled !== 'boolean') throw invalidParameter('disabled', `Field 'disabled': expected true or false, got ${JSON.stringify(body.disabled).slice(0, 40)}.`);
  return { disabled: body.disabled };
}

/**
 * The desk's people (decision 033), for admins only: the accounts, newest first, their addresses
 * masked until one is opened (which is recorded), one change at a time to an account, and its
 * deletion, each audited.
 */
export function deskPeopleRoutes({ desk, accounts, opsToken, rateLimitStores, logger }: DeskRoutesParts): Router {
  const router = Router();
  const admin = requireDesk(accounts, opsToken, 'admin');
  const changes = deskRateLimit(rateLimitStores, logger);
  router.get(DESK_API.people, admin, async (request, response) => {
    const q = single(request.query, 'q', { emptyAsAbsent: true })?.trim();
    if (q !== undefined && (q.length > 254 || q.includes('\u0000'))) throw invalidParameter('q', `Parameter 'q': an email or the start of a name, at most 254 characters.`);
    const role = single(request.query, 'role', { emptyAsAbsent: true });
    if (role !== undefined && !(PEOPLE_ROLE_FILTERS as readonly string[]).includes(role)) {
      throw invalidParameter('role', `Parameter 'role': expected one of ${PEOPLE_ROLE_FILTERS.join(', ')}, got '${role.slice(0, 40)}'.`);
    }
    const after = single(request.query, 'after', { emptyAsAbsent: true });
    const limit = integer(request.query, 'limit', { min: 1, max: 200, fallback: PEOPLE_PAGE_SIZE });
    const people = await listPeople(desk.db, {
      ...(q ? { q } : {}),
      ...(role ? { role: role as (typeof PEOPLE_ROLE_FILTERS)[number] } : {}),
      ...(after !== undefined ? { after: accountId(after, 'after') } : {}),
      limit,
    });
    response.json({ people, next: people.length === limit ? (people.at(-1)?.id ?? null) : null });
  });
  router.get(DESK_API.person(':id'), admin, async (request, response) => {
    const id = accountId(request.params.id, 'id');
    response.json(await refusalsAnswered(() => openPerson(desk.db, id, deskRequestOf(response))));
  });
  router.patch(DESK_API.person(':id'), admin, changes, jsonBody, async (request, response) => {
    const id = accountId(request.params.id, 'id');
    const change = changeOf(request);
    response.json(await refusalsAnswered(() => changePerson(desk.db, id, change, deskRequestOf(response))));
  });
  router.delete(DESK_API.person(':id'), admin, changes, async (request, response) => {
    const id = accountId(request.params.id, 'id');
    response.json(await refusalsAnswered(() => deletePerson(accounts, id, deskRequestOf(response))));
  });
  return router;
}
