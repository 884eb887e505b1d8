import type { Database } from '../../db/database';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import type { AuditLog } from '../audit/audit-log';
import { totpSecretBox, type TotpSecretBox } from './totp-secret-box';

/** What the TOTP flows use (decision 034). */
export interface TotpContext {
  db: Database;
  audit: AuditLog;
  box: TotpSecretBox;
  /** The issuer authenticator apps show beside the code: the site's name. */
  issuer: string;
  /** Now, in milliseconds: Date.now, which tests move with fake timers. */
  now(): number;
}

/** A second factor's proof: a code of the authenticator app, or one of the recovery codes. */
export type TotpProof = { code: string } | { recoveryCode: string };

/** The signed-in user a flow acts for, and who is asking (for the audit). */
export interface TotpActor {
  userId: string;
  meta: ClientMeta;
}

export function totpContext(services: AccountServices, secretKey: Buffer): TotpContext {
  return { db: services.db, audit: services.audit, box: totpSecretBox(secretKey), issuer: services.siteName, now: () => Date.now() };
}
