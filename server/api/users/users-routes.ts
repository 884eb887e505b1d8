import { Router } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { ListedUser } from '../../../shared/account-types';
import { listUsers } from '../../db/accounts/users';
import { HttpError } from '../../errors/http-error';
import { integer } from '../../http/query-params';
import type { AccountServices } from '../../services/accounts/account-services';
import { requireSession, signedInOf } from '../auth/require-session';

export const USERS_QUERY = { maxSize: 100, defaultSize: 50, maxPage: 100_000 } as const;

/**
 * GET /api/public/users (spec §7, the test page's user list): a developer leftover (spec §1)
 * that lists people, so it answers only an administrator's session: 401 without a
 * session, 403 for anyone else. ?page (from 0) and ?size (up to 100) page through it.
 */
export function usersRoutes(services: AccountServices): Router {
  const router = Router();
  router.get('/api/public/users', requireSession(services), async (request, response) => {
    if (!signedInOf(response).principal.roles.includes('admin')) throw new HttpError(403, 'forbidden', ACCOUNT_MESSAGES.adminOnly);
    const size = integer(request.query, 'size', { min: 1, max: USERS_QUERY.maxSize, fallback: USERS_QUERY.defaultSize });
    const page = integer(request.query, 'page', { min: 0, max: USERS_QUERY.maxPage, fallback: 0 });
    const rows = await listUsers(services.db, { limit: size, offset: page * size });
    const users: ListedUser[] = rows.map((row) => ({ id: row.id, username: row.name, email: row.email }));
    response.set('Cache-Control', 'private, no-store').json(users);
  });
  return router;
}
