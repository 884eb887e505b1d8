import type { Transactional } from '../database';

/**
 * Makes newEmail the account's verified address, inside the caller's transaction: its first email
 * identity (the one the profile shows) takes the new address, or a new one is added for an
 * account that had none. Returns the address it had before (null if none), or 'taken' when
 * another account's identity holds the new one.
 */
export async function moveEmailIdentity(tx: Transactional, userId: string, newEmail: string): Promise<{ previous: string | null } | 'taken'> {
  const holders = await tx.query<{ user_id: string }>(`SELECT user_id::text AS user_id FROM identities WHERE provider = 'email' AND provider_id = $1`, [newEmail]);
  if (holders.length > 0) return 'taken';
  const [current] = await tx.query<{ id: string; provider_id: string }>(
    `SELECT id::text AS id, provider_id FROM identities WHERE user_id = $1 AND provider = 'email' ORDER BY id LIMIT 1`,
    [userId],
  );
  if (current) {
    await tx.query('UPDATE identities SET provider_id = $2, verified = true WHERE id = $1', [current.id, newEmail]);
  } else {
    await tx.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'email', $2, true)`, [userId, newEmail]);
  }
  await tx.query('UPDATE users SET updated_at = now() WHERE id = $1', [userId]);
  return { previous: current?.provider_id ?? null };
}

/**
 * The newsletter follows the account to its new address: the subscription that is the account's
 * by its link or by the old address moves, with a new link key, so the links mailed to the old
 * address stop working. A subscription the new address had before (the code proved it is the
 * reader's too) gives way to it. With no old address, nothing moves.
 */
export async function moveNewsletterAddress(tx: Transactional, move: { userId: string; previous: string | null; next: string; linkKey: string }): Promise<void> {
  if (move.previous === null) return;
  const moving = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM newsletter_subscribers WHERE email = $1 AND (user_id = $2 OR user_id IS NULL)`,
    [move.previous, move.userId],
  );
  const subscriber = moving[0];
  if (!subscriber) return;
  await tx.query('DELETE FROM newsletter_subscribers WHERE email = $1 AND id <> $2', [move.next, subscriber.id]);
  await tx.query(
    `UPDATE newsletter_subscribers SET email = $2, user_id = $3, link_key = $4, updated_at = now() WHERE id = $1`,
    [subscriber.id, move.next, move.userId, move.linkKey],
  );
}
