import type { Queryable } from '../database';

export type PasskeyCeremony = 'registration' | 'authentication';

export interface NewPasskeyChallenge {
  ceremony: PasskeyCeremony;
  challenge: string;
  /** Registration: the signed-in user who asked; sign-in: null. */
  userId: string | null;
  expiresAt: Date;
}

export interface TakenPasskeyChallenge {
  ceremony: PasskeyCeremony;
  challenge: string;
  userId: string | null;
  /** By the database's clock, which every instance shares. */
  expired: boolean;
}

export async function insertPasskeyChallenge(db: Queryable, idHash: string, challenge: NewPasskeyChallenge): Promise<void> {
  await db.query('INSERT INTO passkey_challenges (id_hash, ceremony, challenge, user_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    idHash,
    challenge.ceremony,
    challenge.challenge,
    challenge.userId,
    challenge.expiresAt,
  ]);
}

/** Removes the challenge of an id hash and returns it, expired or not: one statement, so that it is used once. */
export async function takePasskeyChallenge(db: Queryable, idHash: string): Promise<TakenPasskeyChallenge | null> {
  const rows = await db.query<{ ceremony: PasskeyCeremony; challenge: string; user_id: string | null; expired: boolean }>(
    `DELETE FROM passkey_challenges WHERE id_hash = $1
     RETURNING ceremony, challenge, user_id::text AS user_id, expires_at <= now() AS expired`,
    [idHash],
  );
  const row = rows[0];
  if (!row) return null;
  return { ceremony: row.ceremony, challenge: row.challenge, userId: row.user_id, expired: row.expired };
}

/** Challenges left unanswered. Kept an hour past their expiry, so that a late answer is told it expired. */
export async function deleteAbandonedPasskeyChallenges(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM passkey_challenges WHERE expires_at < now() - interval '1 hour'`);
}
