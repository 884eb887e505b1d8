import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { databaseAuditLog, type AuditLog } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import { argon2Hasher, type PasswordHasher } from '../passwords/password-hasher';
import { databaseResetTokens, type ResetTokens } from '../reset-tokens/reset-tokens';
import { databaseSessions, type SessionMeta, type SessionService } from '../sessions/session-service';
import type { SmsSender } from '../sms/sms-sender';
import { databaseVerificationCodes, type VerificationCodes } from '../verification-codes/verification-codes';

/** Everything the account flows use, each behind its interface. */
export interface AccountServices {
  db: Database;
  passwords: PasswordHasher;
  sessions: SessionService;
  codes: VerificationCodes;
  resetTokens: ResetTokens;
  audit: AuditLog;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  siteName: string;
  /** Where links in mail point: the site's public origin, never the request's Host header. */
  publicOrigin: string;
}

/** Who is asking: kept with sessions and audit events. */
export type ClientMeta = SessionMeta;

export function accountServices(options: { db: Database; mailer: Mailer; sms: SmsSender; logger: Logger; siteName: string; publicOrigin: string }): AccountServices {
  const { db, logger } = options;
  return {
    ...options,
    passwords: argon2Hasher(),
    sessions: databaseSessions(db),
    codes: databaseVerificationCodes(db),
    resetTokens: databaseResetTokens(db),
    audit: databaseAuditLog(db, logger),
  };
}
