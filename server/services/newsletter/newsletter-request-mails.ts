import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import type { MailMessage } from '../mail/mailer';
import { NEWSLETTER_MAIL_TEXTS } from './newsletter-mail-texts';

interface RequestMailInput {
  to: string;
  lang: LangCode;
  siteName: string;
  /** Absolute: the confirm page with its one-time token, or the preferences page with the signed one. */
  link: string;
}

/** The double opt-in mail: its one link confirms the subscription. */
export function confirmationMail({ to, lang, siteName, link }: RequestMailInput): MailMessage {
  const texts = NEWSLETTER_MAIL_TEXTS[lang];
  return { to, lang, kind: 'newsletter-confirm', subject: fill(texts.confirmSubject, { siteName }), text: fill(texts.confirmBody, { siteName, link }) };
}

/** For an address already subscribed: nothing changed, and here is where to manage it. */
export function alreadySubscribedMail({ to, lang, siteName, link }: RequestMailInput): MailMessage {
  const texts = NEWSLETTER_MAIL_TEXTS[lang];
  return { to, lang, kind: 'newsletter-confirm', subject: fill(texts.noticeSubject, { siteName }), text: fill(texts.noticeBody, { siteName, link }) };
}
