import type { Queryable } from '../../db/database';
import { insertAuditEvent } from '../../db/accounts/audit-events';
import type { Logger } from '../../logger';
import { sha256Hex } from '../secrets/secret-values';

export type AuditKind =
  | 'signup'
  | 'login'
  | 'login-failed'
  | 'logout'
  | 'signup-code-sent'
  | 'reset-requested'
  | 'reset-completed'
  | 'reset-failed'
  /** A Google or Facebook account joined to an existing user by its verified email (decision 012). */
  | 'identity-linked'
  /** A reader's own data (decision 021). */
  | 'reauthenticated'
  | 'reauthenticate-failed'
  | 'reauthenticate-code-sent'
  | 'email-change-code-sent'
  | 'email-changed'
  | 'password-changed'
  | 'password-change-failed'
  | 'data-exported'
  /** Kept with no user, subject, network or browser: that an account was deleted, and when. */
  | 'account-deleted'
  /** A passkey registered or removed by its owner (decision 022); a sign-in with one is a 'login'. */
  | 'passkey-added'
  | 'passkey-removed'
  /** An authenticator app confirmed with its first code, or turned off with a code (decision 034). */
  | 'totp-enabled'
  | 'totp-disabled'
  /** A session raised to a second-factor one by a TOTP code or a recovery code (decision 034). */
  | 'second-factor-verified'
  /** A wrong or replayed TOTP code, or a wrong or used recovery code. */
  | 'second-factor-failed'
  | 'recovery-code-used';

export interface AuditEvent {
  kind: AuditKind;
  userId?: string | null;
  /** The email or E.164 number the event was about; kept as a hash only. */
  subject?: string | null;
  ipHash: string | null;
  userAgent: string | null;
}

/** A record of what happened to accounts, for an operator looking into an attack. */
export interface AuditLog {
  /** Never fails the request that reports it: a lost audit line is logged instead. */
  record(event: AuditEvent): Promise<void>;
}

/** How an event's subject (an email or number) is kept: a hash only, the same for the same subject. */
export function auditSubjectHash(subject: string): string {
  return sha256Hex(`audit:${subject}`).slice(0, 32);
}

export function databaseAuditLog(db: Queryable, logger: Logger): AuditLog {
  return {
    async record(event) {
      const row = {
        kind: event.kind,
        userId: event.userId ?? null,
        subjectHash: event.subject ? auditSubjectHash(event.subject) : null,
        ipHash: event.ipHash,
        userAgent: event.userAgent,
      };
      try {
        await insertAuditEvent(db, row);
      } catch (error) {
        logger.error({ audit: { kind: row.kind, userId: row.userId }, reason: (error as Error).message }, 'audit event not stored');
      }
    },
  };
}
