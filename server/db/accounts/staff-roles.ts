import type { Queryable } from '../database';
import { STAFF_ROLES, type StaffRole, type StoredRole } from '../../../shared/desk-answers';

export { STAFF_ROLES, type StaffRole, type StoredRole };

/** The account that signs in with this email, as its row stands. */
export interface StaffAccount {
  userId: string;
  roles: StoredRole[];
}

/** The account whose verified email identity is this address (stored lowercased); null if none. */
export async function findAccountByEmail(db: Queryable, email: string): Promise<StaffAccount | null> {
  const rows = await db.query<{ id: string; roles: StoredRole[] }>(
    `SELECT u.id::text AS id, u.roles
     FROM identities i JOIN users u ON u.id = i.user_id
     WHERE i.provider = 'email' AND i.provider_id = lower($1) AND i.verified`,
    [email],
  );
  const row = rows[0];
  return row ? { userId: row.id, roles: row.roles } : null;
}

/** One account's roles and the number of admins, with their rows locked until the transaction ends. */
export interface LockedStaff {
  /** Null when the account is gone. */
  roles: StoredRole[] | null;
  admins: number;
}

/**
 * Locks the admins' rows and this account's (FOR UPDATE) and reads them as committed. Two
 * demotions of the last two admins then take turns, and the second counts one admin, not two.
 * The rows are locked in id order, so that two callers never wait for each other in a circle.
 */
export async function lockAccountAndAdmins(db: Queryable, userId: string): Promise<LockedStaff> {
  const rows = await db.query<{ id: string; roles: StoredRole[] }>(
    // The staff test repeats users_staff_idx's predicate, so that the admins are found through that
    // index rather than by reading every account.
    `SELECT id::text AS id, roles FROM users
     WHERE id = $1 OR (roles && ARRAY['editor', 'admin']::text[] AND 'admin' = ANY (roles))
     ORDER BY users.id
     FOR UPDATE`,
    [userId],
  );
  return {
    roles: rows.find((row) => row.id === userId)?.roles ?? null,
    admins: rows.filter((row) => row.roles.includes('admin')).length,
  };
}

/** The roles an account has with this staff role (null: none); a user holds at most one. */
export function rolesWith(role: StaffRole | null): StoredRole[] {
  return role === null ? ['user'] : ['user', role];
}

/** Sets the account's staff role (null removes it); its roles as stored. */
export async function setStaffRole(db: Queryable, userId: string, role: StaffRole | null): Promise<StoredRole[]> {
  const rows = await db.query<{ roles: StoredRole[] }>('UPDATE users SET roles = $2::text[], updated_at = now() WHERE id = $1 RETURNING roles', [userId, rolesWith(role)]);
  const row = rows[0];
  if (!row) throw new Error(`UPDATE users found no account ${userId}`);
  return row.roles;
}

