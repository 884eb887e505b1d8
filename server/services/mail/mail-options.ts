import type Mail from 'nodemailer/lib/mailer';
import { HREFLANG } from '../../../shared/languages';
import type { MailMessage } from './mailer';

/** A message as nodemailer composes it, for one mail or many. */
export function mailOptions(message: MailMessage, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    headers: { ...message.headers, 'Content-Language': HREFLANG[message.lang] },
    // We never attach files or fetch content: nothing may make nodemailer read either.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
