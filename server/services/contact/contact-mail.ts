import type { LangCode } from '../../../shared/languages';
import type { MailMessage } from '../mail/mailer';
import type { ContactForm } from './contact-schema';

export interface ContactMailInput {
  form: ContactForm;
  lang: LangCode;
  id: string;
  receivedAt: Date;
  siteName: string;
  contactEmail: string;
}

/**
 * The mail to the site's contact address. Replying answers the sender, and the header lines say
 * who wrote, from which language version of the site, and which stored message it is.
 */
export function contactMail({ form, lang, id, receivedAt, siteName, contactEmail }: ContactMailInput): MailMessage {
  const text = [
    `A message from the ${siteName} contact form.`,
    '',
    `Name:     ${form.name}`,
    `Email:    ${form.email}`,
    `Language: ${lang}`,
    `Subject:  ${form.subject}`,
    `Received: ${receivedAt.toISOString()}`,
    `Stored:   contact message #${id}`,
    '',
    form.message,
    '',
  ].join('\n');
  return {
    to: contactEmail,
    subject: `[${siteName} contact] ${form.subject}`,
    text,
    replyTo: { name: form.name, address: form.email },
    kind: 'contact',
    // The operator reads the visitor's own words, and replies in the visitor's language.
    lang,
  };
}
