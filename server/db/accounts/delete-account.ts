import type { Transactional } from '../database';
import { accountCodeTarget } from './verification-codes';

/** What deleteAccountRows needs beyond the user's id: the audit hashes of their addresses, made by the audit log. */
export interface AccountToDelete {
  userId: string;
  subjectHashOf(address: string): string;
}

/**
 * Removes an account and everything about it, inside the caller's transaction.
 * - users: identities, sessions (every session ends) and reset tokens go with it by ON DELETE
 *   CASCADE, as does any later table that references users (id) that way.
 * - One-time codes are kept by address, not user: those sent to its addresses, and its own
 *   (email change, re-authentication), whose target starts with its id.
 * - Newsletter: its own subscription and one made from the footer with its verified address
 *   (decision 021), with their sends.
 * - Audit events are deleted, not anonymised: the user's, and those about its addresses. Their
 *   one use, telling whether this account was attacked, ends with it; kept without the user id,
 *   their times, browsers and network hashes would still make a trail that points to the person.
 */
export async function deleteAccountRows(tx: Transactional, account: AccountToDelete): Promise<boolean> {
  const { userId } = account;
  const addresses = await tx.query<{ address: string; verified_email: boolean }>(
    `SELECT provider_id AS address, (provider = 'email' AND verified) AS verified_email FROM identities WHERE user_id = $1 AND provider IN ('email', 'phone')
     UNION SELECT contact_email, false FROM users WHERE id = $1 AND contact_email IS NOT NULL`,
    [userId],
  );
  const all = addresses.map((row) => row.address);
  const verifiedEmails = addresses.filter((row) => row.verified_email).map((row) => row.address);
  await tx.query(`DELETE FROM verification_codes WHERE target = ANY($1::text[]) OR starts_with(target, $2)`, [all, accountCodeTarget(userId)]);
  await tx.query('DELETE FROM newsletter_subscribers WHERE user_id = $1 OR email = ANY($2::text[])', [userId, verifiedEmails]);
  await tx.query('DELETE FROM audit_events WHERE user_id = $1 OR subject_hash = ANY($2::text[])', [userId, all.map(account.subjectHashOf)]);
  const deleted = await tx.query('DELETE FROM users WHERE id = $1 RETURNING id', [userId]);
  return deleted.length > 0;
}
