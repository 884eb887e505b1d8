import { findAccountByEmail, lockAccountAndAdmins, rolesWith, setStaffRole, type StaffRole, type StoredRole } from '../../db/accounts/staff-roles';
import type { Database, Transactional } from '../../db/database';
import { appendDeskAudit, type DeskActor } from '../../db/desk/desk-audit';
import { DeskRefusal } from './desk-error';

/** Who the audit trail names for a change made with `npm run staff`, directly or through the server. */
export const COMMAND_LINE_ACTOR: DeskActor = { id: null, name: 'command line', role: 'operations' };

export interface StaffRoleOutcome {
  userId: string;
  /** As stored: trimmed and lowercased. */
  email: string;
  roles: StoredRole[];
  /** False when the account already had that role (or none): then nothing was written, no audit entry either. */
  changed: boolean;
}

const sameRoles = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((role) => b.includes(role));

/**
 * Gives the account this staff role (null: none) inside the caller's transaction, with its
 * desk_audit entry (decision 033). The admins' rows are locked with the account's before anything
 * is decided, so that no two changes at once can leave the site without an admin. `label` names
 * the account in refusals (its email, or its id).
 */
export async function changeStaffRoleIn(tx: Transactional, userId: string, label: string, role: StaffRole | null, actor: DeskActor, ipHash: string | null): Promise<{ roles: StoredRole[]; changed: boolean }> {
  const locked = await lockAccountAndAdmins(tx, userId);
  if (!locked.roles) throw new DeskRefusal(404, 'unknown_account', `No account ${label}.`);
  const before = locked.roles;
  const after = rolesWith(role);
  if (sameRoles(before, after)) return { roles: before, changed: false };
  if (before.includes('admin') && !after.includes('admin') && locked.admins <= 1) {
    throw new DeskRefusal(409, 'last_admin', `${label} is the last admin: grant admin to someone else first.`);
  }
  const roles = await setStaffRole(tx, userId, role);
  await appendDeskAudit(tx, {
    actor,
    action: role === null ? 'role-revoked' : 'role-granted',
    target: { kind: 'account', id: userId },
    before: { roles: before },
    after: { roles },
    ipHash,
  });
  return { roles, changed: true };
}

/** The command line's change: the account is named by the email it signs in with. */
async function changeStaffRole(db: Database, rawEmail: string, role: StaffRole | null, actor: DeskActor, ipHash: string | null): Promise<StaffRoleOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx: Transactional) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw new DeskRefusal(404, 'unknown_account', `No account signs in with ${email}.`);
    return { userId: account.userId, email, ...(await changeStaffRoleIn(tx, account.userId, email, role, actor, ipHash)) };
  });
}

/** Makes the account signing in with this email an editor or an admin (replacing the other role). */
export function grantStaffRole(db: Database, request: { email: string; role: StaffRole }, actor: DeskActor, ipHash: string | null): Promise<StaffRoleOutcome> {
  return changeStaffRole(db, request.email, request.role, actor, ipHash);
}

/** Leaves the account signing in with this email a plain user. */
export function revokeStaffRole(db: Database, request: { email: string }, actor: DeskActor, ipHash: string | null): Promise<StaffRoleOutcome> {
  return changeStaffRole(db, request.email, null, actor, ipHash);
}
