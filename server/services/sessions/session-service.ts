import { SESSION_MAX_AGE_MS } from '../../../shared/account-cookies';
import type { Queryable } from '../../db/database';
import { deleteOldSessions, findLiveSession, insertSession, revokeSessionByHash, revokeUserSessions, touchSession, type LiveSession } from '../../db/accounts/sessions';
import { randomToken, sha256Hex } from '../secrets/secret-values';

export interface OpenedSession {
  /** The bearer secret: handed to the client once, stored only as its hash. */
  token: string;
  expiresAt: Date;
}

export interface SessionMeta {
  ipHash: string | null;
  userAgent: string | null;
}

export interface SessionOwner {
  userId: string;
  identityId: string | null;
  /** Set for a passkey sign-in, which is a second factor by itself (decision 033). */
  secondFactor?: 'passkey';
}

/** Opaque, random, revocable sessions (decision 007). */
export interface SessionService {
  open(user: SessionOwner, meta: SessionMeta): Promise<OpenedSession>;
  /** The live session of a token, or null for an unknown, expired or revoked one. */
  resolve(token: string): Promise<LiveSession | null>;
  revoke(token: string): Promise<boolean>;
  /** Signs a user out everywhere; returns how many sessions ended. */
  revokeAll(userId: string): Promise<number>;
}

const TOKEN_BYTES = 32;
/** Longer than any token of ours: such a value is not looked up at all. */
const TOKEN_MAX_LENGTH = 128;

export function databaseSessions(db: Queryable, maxAgeMs = SESSION_MAX_AGE_MS): SessionService {
  return {
    async open({ userId, identityId, secondFactor }, meta) {
      const token = randomToken(TOKEN_BYTES);
      const expiresAt = new Date(Date.now() + maxAgeMs);
      await insertSession(db, { tokenHash: sha256Hex(token), userId, identityId, expiresAt, ...meta, secondFactor: secondFactor ?? null });
      // Housekeeping where sessions are made, rather than in a timer every instance would run.
      await deleteOldSessions(db);
      return { token, expiresAt };
    },
    async resolve(token) {
      if (token === '' || token.length > TOKEN_MAX_LENGTH) return null;
      const session = await findLiveSession(db, sha256Hex(token));
      // The reader's export shows when each session was last used (decision 021).
      if (session?.seenLongAgo) await touchSession(db, session.id);
      return session;
    },
    revoke(token) {
      if (token === '' || token.length > TOKEN_MAX_LENGTH) return Promise.resolve(false);
      return revokeSessionByHash(db, sha256Hex(token));
    },
    revokeAll: (userId) => revokeUserSessions(db, userId),
  };
}
