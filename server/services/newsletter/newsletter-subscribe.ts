import { newsletterConfirmPath, newsletterPreferencesPath } from '../../../shared/routes';
import { requestSubscription } from '../../db/newsletter/newsletter-subscribers';
import type { MailMessage } from '../mail/mailer';
import { mailOrLog } from '../mail/mail-or-log';
import { randomToken, sha256Hex } from '../secrets/secret-values';
import type { NewsletterContext } from './newsletter-context';
import { alreadySubscribedMail, confirmationMail } from './newsletter-request-mails';
import type { SubscribeInput } from './newsletter-schema';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60_000;

/**
 * Hands a mail to the mailer without the answer waiting for it: the request has been stored, and
 * a mail server that is slow or down must neither delay nor change the answer, which would tell
 * whether the address was known. A failure is logged for an operator.
 */
function handOver(context: NewsletterContext, message: MailMessage): void {
  void mailOrLog(context.mailer, context.logger, message, 'newsletter request stored but its mail not sent');
}

/**
 * A request to subscribe (double opt-in): stored in one statement (newsletter-subscribers.ts),
 * then answered by mail. A new, pending, unsubscribed or bounced address gets a fresh
 * single-use confirmation link (stored as its SHA-256 only, valid 48 hours); a confirmed one a
 * notice with the link to manage it. The caller's answer is the same in every case. A database
 * that is down throws (503); nothing is mailed then.
 */
export async function subscribe(context: NewsletterContext, input: SubscribeInput): Promise<void> {
  const token = randomToken();
  const row = await requestSubscription(context.db, {
    email: input.email,
    lang: input.lang,
    topics: input.categories,
    frequency: input.frequency,
    linkKey: randomToken(16),
    tokenHash: sha256Hex(token),
    expiresAt: new Date(context.now().getTime() + CONFIRM_TOKEN_TTL_MS),
  });
  const { siteName } = context.site.config;
  if (row.status === 'confirmed') {
    const link = `${context.publicOrigin}${newsletterPreferencesPath(input.lang, context.signer.sign(row.id, row.link_key))}`;
    handOver(context, alreadySubscribedMail({ to: row.email, lang: input.lang, siteName, link }));
  } else {
    const link = `${context.publicOrigin}${newsletterConfirmPath(input.lang, token)}`;
    handOver(context, confirmationMail({ to: row.email, lang: input.lang, siteName, link }));
  }
}
