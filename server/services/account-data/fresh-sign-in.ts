import { FRESH_SIGN_IN_MINUTES } from '../../../shared/account-data';
import type { LangCode } from '../../../shared/languages';
import { markSessionReauthenticated, sessionProofAgeMs } from '../../db/accounts/session-freshness';
import { accountCodeTarget } from '../../db/accounts/verification-codes';
import { accountDataTexts } from '../account-messages/account-data-texts';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { sha256Hex } from '../secrets/secret-values';
import { CODE_POLICY } from '../verification-codes/verification-codes';
import { passwordHashOf } from '../../db/accounts/account-password';

const FRESH_MS = FRESH_SIGN_IN_MINUTES * 60_000;

/** Whether the session's reader proved who they are (signed in, or re-authenticated) in the last 10 minutes. */
export async function signedInRecently(services: AccountServices, sessionToken: string): Promise<boolean> {
  const age = await sessionProofAgeMs(services.db, sha256Hex(sessionToken));
  return age !== null && age < FRESH_MS;
}

export type ReauthOutcome = 'ok' | 'incorrect' | 'expired' | 'exhausted' | 'no-password' | 'has-password';

/** Re-authenticates the session with the account's password. An account without one is refused after the same work. */
export async function reauthenticateWithPassword(services: AccountServices, who: { userId: string; sessionToken: string }, password: string, meta: ClientMeta): Promise<ReauthOutcome> {
  const hash = await passwordHashOf(services.db, who.userId);
  const right = hash ? await services.passwords.verify(hash, password) : await services.passwords.verifyNothing(password);
  if (!hash) return 'no-password';
  return settle(services, who, right ? 'ok' : 'incorrect', meta);
}

/**
 * Mails a code to the verified address of an account without a password. An account with a
 * password proves itself with it: a code to a mailbox is no stronger, and one way is simpler to reason about.
 */
export async function sendReauthenticateCode(services: AccountServices, who: { userId: string; email: string | null }, lang: LangCode, meta: ClientMeta): Promise<'sent' | 'has-password' | 'no-email'> {
  if (await passwordHashOf(services.db, who.userId)) return 'has-password';
  if (!who.email) return 'no-email';
  const code = await services.codes.issue('reauthenticate', accountCodeTarget(who.userId, who.email));
  const mail = accountDataTexts(lang).reauthenticateCodeMail({ siteName: services.siteName, code, minutes: CODE_POLICY.ttlMs / 60_000 });
  await services.mailer.send({ to: who.email, ...mail, kind: 'reauthenticate-code', lang });
  await services.audit.record({ kind: 'reauthenticate-code-sent', userId: who.userId, ...meta });
  return 'sent';
}

export async function reauthenticateWithCode(services: AccountServices, who: { userId: string; email: string | null; sessionToken: string }, code: string, meta: ClientMeta): Promise<ReauthOutcome> {
  if (await passwordHashOf(services.db, who.userId)) return 'has-password';
  const result = who.email ? await services.codes.check('reauthenticate', accountCodeTarget(who.userId, who.email), code) : 'incorrect';
  return settle(services, who, result, meta);
}

async function settle(services: AccountServices, who: { userId: string; sessionToken: string }, result: ReauthOutcome, meta: ClientMeta): Promise<ReauthOutcome> {
  if (result === 'ok') await markSessionReauthenticated(services.db, sha256Hex(who.sessionToken));
  await services.audit.record({ kind: result === 'ok' ? 'reauthenticated' : 'reauthenticate-failed', userId: who.userId, ...meta });
  return result;
}
