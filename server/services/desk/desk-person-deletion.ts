import type { DeskPersonDeleted } from '../../../shared/desk-answers';
import { deleteAccountRows } from '../../db/accounts/delete-account';
import { lockAccountAndAdmins } from '../../db/accounts/staff-roles';
import { appendDeskAudit } from '../../db/desk/desk-audit';
import { deskPerson } from '../../db/desk/desk-people';
import type { AccountServices } from '../accounts/account-services';
import { auditSubjectHash } from '../audit/audit-log';
import { DeskRefusal } from './desk-error';
import type { ActedBy } from './story-withdrawal';

/**
 * Deletes an account from the desk (decision 033) under the rules of a reader's own deletion
 * (decision 021): deleteAccountRows removes it and everything of it, every session with it, and the
 * audit log keeps one line with nothing about who. The desk's entry is written in the same
 * transaction. It keeps what the account was (roles, sign-in methods, dates) but not its name or
 * addresses: the trail is append-only, and a deleted reader's personal data must not outlive them there.
 * Nobody deletes the last admin, nor their own account: that goes through the account page, which
 * asks for a fresh sign-in first.
 */
export async function deletePerson(services: AccountServices, id: string, by: ActedBy): Promise<DeskPersonDeleted> {
  await services.db.transaction(async (tx) => {
    const locked = await lockAccountAndAdmins(tx, id);
    const person = await deskPerson(tx, id);
    if (!locked.roles || !person) throw new DeskRefusal(404, 'unknown_account', `No account ${id}.`);
    if (by.actor.id === id) throw new DeskRefusal(409, 'own_account', 'You cannot delete your own account from the desk: use your account page.');
    if (locked.roles.includes('admin') && locked.admins <= 1) {
      throw new DeskRefusal(409, 'last_admin', `${id} is the last admin: grant admin to someone else first.`);
    }
    await deleteAccountRows(tx, { userId: id, subjectHashOf: auditSubjectHash });
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: 'account-deleted', target: { kind: 'account', id },
      before: { roles: person.roles, methods: person.methods, createdAt: person.createdAt, lastSignInAt: person.lastSignInAt, disabledAt: person.disabledAt },
    });
  });
  await services.audit.record({ kind: 'account-deleted', ipHash: null, userAgent: null });
  return { id, deleted: true };
}
