import type { LangCode } from '../../../shared/languages';
import { resetLinkPath } from '../../../shared/routes';
import { findPasswordIdentities, setPasswordHash } from '../../db/accounts/users';
import { accountTexts } from '../account-messages/texts-for-lang';
import { RESET_TOKEN_POLICY } from '../reset-tokens/reset-tokens';
import type { AccountServices, ClientMeta } from './account-services';
import { chooseLang, type LangPreference } from './lang-preference';
import { maskedRecipient } from '../../masked-recipient';

/**
 * A reset request. For an address with an account, a token is made and the link mailed in the
 * background; for any other, nothing is. The caller answers the same either way, and at once:
 * it waits only for the lookup that both cases make, so neither the answer nor its time tells
 * whether the account exists. A mail that fails is logged; telling the requester would tell
 * them the account exists. `delivery` settles when the background work is done (tests wait on it).
 */
export async function requestPasswordReset(services: AccountServices, email: string, preference: LangPreference, meta: ClientMeta): Promise<{ delivery: Promise<void> }> {
  const [identity] = await findPasswordIdentities(services.db, 'email', [email]);
  if (!identity) {
    await services.audit.record({ kind: 'reset-requested', subject: email, ...meta });
    return { delivery: Promise.resolve() };
  }
  const to = { userId: identity.userId, email, lang: chooseLang(preference, identity.lang) };
  // Started on the next turn of the event loop, so that the answer is written before any of it
  // runs: with the embedded database, its statements would otherwise run first, on this thread.
  const delivery = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => mailResetLink(services, to, meta))
    .catch((error: unknown) => {
      services.logger.warn({ mail: { kind: 'password-reset', to: maskedRecipient(email) }, reason: (error as Error).message }, 'password reset link not sent');
    });
  return { delivery };
}

async function mailResetLink(services: AccountServices, to: { userId: string; email: string; lang: LangCode }, meta: ClientMeta): Promise<void> {
  const token = await services.resetTokens.issue(to.userId);
  const link = `${services.publicOrigin}${resetLinkPath(to.lang, token)}`;
  const mail = accountTexts(to.lang).passwordResetMail({ siteName: services.siteName, link, minutes: RESET_TOKEN_POLICY.ttlMs / 60_000 });
  await services.audit.record({ kind: 'reset-requested', userId: to.userId, ...meta });
  await services.mailer.send({ to: to.email, ...mail, kind: 'password-reset', lang: to.lang });
}

export type ResetOutcome = { ok: true; sessionsEnded: number } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' };

/** Sets the new password from a reset link's token, and signs the user out everywhere. */
export async function completePasswordReset(services: AccountServices, token: string, password: string, meta: ClientMeta): Promise<ResetOutcome> {
  const check = await services.resetTokens.redeem(token);
  if (check.status !== 'ok') {
    await services.audit.record({ kind: 'reset-failed', ...meta });
    return { ok: false, reason: check.status };
  }
  await setPasswordHash(services.db, check.userId, await services.passwords.hash(password));
  // Whoever knew the old password, or holds a stolen session, is signed out with it.
  const sessionsEnded = await services.sessions.revokeAll(check.userId);
  await services.audit.record({ kind: 'reset-completed', userId: check.userId, ...meta });
  return { ok: true, sessionsEnded };
}
