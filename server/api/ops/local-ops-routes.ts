import { Router } from 'express';
import { STAFF_ROLES, type StaffRole } from '../../db/accounts/staff-roles';
import type { Database } from '../../db/database';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from '../../db/outbox/outbox-options';
import { readOutbox } from '../../db/outbox/read-outbox';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';
import { integer, single } from '../../http/query-params';
import { COMMAND_LINE_ACTOR, grantStaffRole, revokeStaffRole } from '../../services/desk/staff-roles';
import { refusalsAnswered } from '../desk/desk-refusals';
import { requireBearer } from '../bearer-token';

/** RFC 5321's longest path; a longer "address" is a mistake, not an account. */
const EMAIL_MAX = 254;

type StaffCommand = { action: 'grant'; email: string; role: StaffRole } | { action: 'revoke'; email: string };

const shown = (value: unknown) => JSON.stringify(value ?? null).slice(0, 40);

function staffCommandOf(body: unknown): StaffCommand {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(body === undefined ? 415 : 400, body === undefined ? 'unsupported_media_type' : 'invalid_body', 'Send a JSON object: {"action": "grant" | "revoke", "email": "…", "role"?: "editor" | "admin"}.');
  }
  const { action, email, role } = body as Record<string, unknown>;
  if (action !== 'grant' && action !== 'revoke') throw invalidParameter('action', `Field 'action': expected grant or revoke, got ${shown(action)}.`);
  // PostgreSQL refuses NUL in text: the lookup would fail with a 500 rather than find no account.
  if (typeof email !== 'string' || email.trim() === '' || email.length > EMAIL_MAX || email.includes('\u0000')) {
    throw invalidParameter('email', `Field 'email': expected the address the account signs in with (at most ${EMAIL_MAX} characters), got ${shown(email)}.`);
  }
  if (action === 'revoke') {
    // Revoking takes away whichever staff role the account has: a role named here would suggest otherwise.
    if (role !== undefined) throw invalidParameter('role', `Field 'role': revoke takes no role (it removes the account's staff role, whichever it is), got ${shown(role)}.`);
    return { action, email };
  }
  if (!STAFF_ROLES.includes(role as StaffRole)) throw invalidParameter('role', `Field 'role': expected ${STAFF_ROLES.join(' or ')}, got ${shown(role)}.`);
  return { action, email, role: role as StaffRole };
}

/**
 * What the command-line tools do through a running server that holds the embedded database,
 * since they may not open its folder beside it (decision 015). Only the per-start local token
 * from the folder's lock file opens it.
 *
 * GET /api/ops/outbox?limit=&to=: the latest outbox messages, as `npm run outbox` prints them.
 * POST /api/ops/staff {action, email, role?}: `npm run staff`, a staff role granted or revoked.
 */
export function localOpsRoutes(db: Database, localToken: string): Router {
  const router = Router();
  const localOperator = requireBearer([localToken], 'local operator', 'the local token in the data folder');
  router.get('/api/ops/outbox', localOperator, async (request, response) => {
    const limit = integer(request.query, 'limit', { min: 1, max: OUTBOX_MAX_LIMIT, fallback: OUTBOX_DEFAULT_LIMIT });
    const to = single(request.query, 'to')?.trim() || undefined;
    // PostgreSQL refuses NUL in text: no recipient holds one, and the query would fail with a 500.
    if (to?.includes('\u0000')) throw invalidParameter('to', `Parameter 'to' must not contain the NUL character (U+0000).`);
    response.set('Cache-Control', 'no-store').json({ messages: await readOutbox(db, { limit, to }) });
  });
  router.post('/api/ops/staff', localOperator, utf8Json('1kb'), async (request, response) => {
    response.set('Cache-Control', 'no-store');
    const command = staffCommandOf(request.body);
    // No network hash: the caller is the command line on this machine, as on the direct path.
    const outcome = await refusalsAnswered(() =>
      command.action === 'grant'
        ? grantStaffRole(db, { email: command.email, role: command.role }, COMMAND_LINE_ACTOR, null)
        : revokeStaffRole(db, { email: command.email }, COMMAND_LINE_ACTOR, null),
    );
    response.json(outcome);
  });
  return router;
}
