import { identityExists } from '../../db/accounts/users';
import { accountTexts } from '../account-messages/texts-for-lang';
import type { PhoneNumber } from '../../../shared/account-phone';
import type { LangCode } from '../../../shared/languages';
import { loginPath } from '../../../shared/routes';
import { CODE_POLICY } from '../verification-codes/verification-codes';
import type { AccountServices, ClientMeta } from './account-services';

const minutes = CODE_POLICY.ttlMs / 60_000;

/**
 * Mails a sign-up code. A code is made and stored for every address, but an address that already
 * has an account is mailed a notice instead (it can never see that code): both cost the same
 * work and get the same answer, so the answer says nothing about who has an account.
 * Rejects with MailUnavailableError or MailRejectedError when the mail cannot go.
 */
export async function sendEmailSignupCode(services: AccountServices, email: string, lang: LangCode, meta: ClientMeta): Promise<void> {
  const code = await services.codes.issue('email-signup', email);
  const exists = await identityExists(services.db, 'email', email);
  const texts = accountTexts(lang);
  const { siteName } = services;
  const mail = exists
    ? texts.accountExistsMail({ siteName, loginUrl: `${services.publicOrigin}${loginPath(lang)}` })
    : texts.signupCodeMail({ siteName, code, minutes });
  await services.mailer.send({ to: email, ...mail, kind: exists ? 'account-exists' : 'signup-code', lang });
  await services.audit.record({ kind: 'signup-code-sent', subject: email, ...meta });
}

/** The same for a phone number, by text message. Rejects with SmsUnavailableError when it cannot go. */
export async function sendPhoneSignupCode(services: AccountServices, phone: PhoneNumber, lang: LangCode, meta: ClientMeta): Promise<void> {
  const code = await services.codes.issue('phone-signup', phone.e164);
  const exists = await identityExists(services.db, 'phone', phone.e164);
  const texts = accountTexts(lang);
  const { siteName } = services;
  const text = exists ? texts.accountExistsSms({ siteName }) : texts.signupCodeSms({ siteName, code, minutes });
  await services.sms.send({ to: phone.e164, text, kind: exists ? 'account-exists' : 'signup-code', lang });
  await services.audit.record({ kind: 'signup-code-sent', subject: phone.e164, ...meta });
}
