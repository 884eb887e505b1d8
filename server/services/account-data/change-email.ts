import type { LangCode } from '../../../shared/languages';
import { contactPath } from '../../../shared/routes';
import { moveEmailIdentity, moveNewsletterAddress } from '../../db/accounts/change-email';
import { revokeOtherSessions } from '../../db/accounts/session-freshness';
import { identityExists } from '../../db/accounts/users';
import { maskedRecipient } from '../../masked-recipient';
import { accountCodeTarget } from '../../db/accounts/verification-codes';
import { accountDataTexts } from '../account-messages/account-data-texts';
import { mailOrLog } from '../mail/mail-or-log';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { randomToken, sha256Hex } from '../secrets/secret-values';
import { CODE_POLICY, type CodeCheck } from '../verification-codes/verification-codes';

/**
 * Mails a code to the new address. As sign-up does, an address that already has an account is
 * sent a notice instead (and the code made for it is never mailed): both cost the same work and
 * get the same answer, so the answer says nothing about who has an account.
 * Rejects with MailUnavailableError or MailRejectedError when the mail cannot go.
 */
export async function sendEmailChangeCode(services: AccountServices, userId: string, email: string, lang: LangCode, meta: ClientMeta): Promise<void> {
  const code = await services.codes.issue('email-change', accountCodeTarget(userId, email));
  const taken = await identityExists(services.db, 'email', email);
  const texts = accountDataTexts(lang);
  const { siteName } = services;
  const mail = taken ? texts.emailChangeTakenMail({ siteName }) : texts.emailChangeCodeMail({ siteName, code, minutes: CODE_POLICY.ttlMs / 60_000 });
  await services.mailer.send({ to: email, ...mail, kind: taken ? 'email-change-taken' : 'email-change-code', lang });
  await services.audit.record({ kind: 'email-change-code-sent', userId, subject: email, ...meta });
}

export type EmailChangeOutcome = { ok: true; sessionsEnded: number } | { ok: false; reason: Exclude<CodeCheck, 'ok'> };

/** A UNIQUE violation: two changes (or a sign-up) raced for the address. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * Tells the address the account had that it has moved: when a thief with the password made the
 * change, this is how the owner learns of it. Only masked is the new address said, in case the
 * old mailbox is what was lost. The change stands either way (it is made, and the new address
 * proven), so a notice that cannot go is logged rather than failing it.
 */
async function sendChangedNotice(services: AccountServices, previous: string, next: string, lang: LangCode): Promise<void> {
  const mail = accountDataTexts(lang).emailChangedNoticeMail({ siteName: services.siteName, newAddress: maskedRecipient(next), contactUrl: `${services.publicOrigin}${contactPath(lang)}` });
  await mailOrLog(services.mailer, services.logger, { to: previous, ...mail, kind: 'email-changed-notice', lang }, 'the notice of an email change to the old address could not be sent');
}

/**
 * Makes the address the account's once its code is right, moves the newsletter subscription
 * with it, ends every other session (whoever held one knew the account by its old address), and
 * tells the old address. An address another account holds fails as a wrong code does (its owner
 * was sent no code).
 */
export async function confirmEmailChange(services: AccountServices, who: { userId: string; sessionToken: string; lang: LangCode }, email: string, code: string, meta: ClientMeta): Promise<EmailChangeOutcome> {
  const check = await services.codes.check('email-change', accountCodeTarget(who.userId, email), code);
  if (check !== 'ok') return { ok: false, reason: check };
  let moved: Awaited<ReturnType<typeof moveEmailIdentity>>;
  try {
    moved = await services.db.transaction(async (tx) => {
      const result = await moveEmailIdentity(tx, who.userId, email);
      if (result !== 'taken') await moveNewsletterAddress(tx, { userId: who.userId, previous: result.previous, next: email, linkKey: randomToken(16) });
      return result;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    moved = 'taken';
  }
  if (moved === 'taken') return { ok: false, reason: 'incorrect' };
  const sessionsEnded = await revokeOtherSessions(services.db, who.userId, sha256Hex(who.sessionToken));
  await services.audit.record({ kind: 'email-changed', userId: who.userId, ...meta });
  if (moved.previous !== null) await sendChangedNotice(services, moved.previous, email, who.lang);
  return { ok: true, sessionsEnded };
}
