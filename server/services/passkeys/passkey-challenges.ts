import { PASSKEY_LIMITS } from '../../../shared/passkeys';
import type { Queryable } from '../../db/database';
import { deleteAbandonedPasskeyChallenges, insertPasskeyChallenge, takePasskeyChallenge, type PasskeyCeremony } from '../../db/accounts/passkey-challenges';
import { randomToken, sha256Hex } from '../secrets/secret-values';

export const CHALLENGE_TTL_MS = PASSKEY_LIMITS.challengeMinutes * 60_000;

/** Longer than any id we make (43 characters): such a value is not looked up at all. */
const CEREMONY_ID_MAX_LENGTH = 128;

/**
 * Keeps a ceremony's challenge on the server for CHALLENGE_TTL_MS, and answers the random id the
 * browser holds for it. The id is stored as its hash only, as sessions are.
 */
export async function storeChallenge(db: Queryable, ceremony: PasskeyCeremony, challenge: string, userId: string | null): Promise<string> {
  // Housekeeping where challenges are made, as OAuth flows do, rather than in a timer every instance would run.
  await deleteAbandonedPasskeyChallenges(db);
  const ceremonyId = randomToken();
  await insertPasskeyChallenge(db, sha256Hex(ceremonyId), { ceremony, challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return ceremonyId;
}

export type TakenChallenge = { status: 'ok'; challenge: string } | { status: 'expired' } | { status: 'unknown' };

/**
 * The challenge of a ceremony, removed as it is read, so that it is used once whatever happens
 * next. One of another ceremony, or (registration) another user's, is as unknown as one never made.
 */
export async function takeChallenge(db: Queryable, ceremonyId: string | null, ceremony: PasskeyCeremony, userId: string | null): Promise<TakenChallenge> {
  if (!ceremonyId || ceremonyId.length > CEREMONY_ID_MAX_LENGTH) return { status: 'unknown' };
  const taken = await takePasskeyChallenge(db, sha256Hex(ceremonyId));
  if (!taken || taken.ceremony !== ceremony || taken.userId !== userId) return { status: 'unknown' };
  if (taken.expired) return { status: 'expired' };
  return { status: 'ok', challenge: taken.challenge };
}

/** A ceremony given up for a newer one (another click): its challenge goes at once. */
export async function dropChallenge(db: Queryable, ceremonyId: string | null): Promise<void> {
  if (ceremonyId && ceremonyId.length <= CEREMONY_ID_MAX_LENGTH) await takePasskeyChallenge(db, sha256Hex(ceremonyId));
}
