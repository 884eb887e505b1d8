import { deleteAccountRows } from '../../db/accounts/delete-account';
import type { AccountServices } from '../accounts/account-services';
import { auditSubjectHash } from '../audit/audit-log';

/**
 * Deletes the account and all it holds, in one transaction (see deleteAccountRows for what and
 * why), which ends every session. One audit line is kept, with nothing about who: that an
 * account was deleted, and when. False when the account was already gone.
 */
export async function deleteAccount(services: AccountServices, userId: string): Promise<boolean> {
  const deleted = await services.db.transaction((tx) => deleteAccountRows(tx, { userId, subjectHashOf: auditSubjectHash }));
  if (deleted) await services.audit.record({ kind: 'account-deleted', ipHash: null, userAgent: null });
  return deleted;
}
