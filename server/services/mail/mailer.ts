import type { LangCode } from '../../../shared/languages';

/** What a mail is for. Log lines and the outbox name it; a new kind of mail adds its name here. */
export type MailKind = 'contact' | 'signup-code' | 'account-exists' | 'password-reset' | 'newsletter-confirm';

/** An address alone, or with a display name; the name is encoded by the mailer, never spliced into a header. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  /** One recipient's address. */
  to: string;
  /** Logged with the kind and recipient: it must never carry a code or another secret. */
  subject: string;
  /** The plain-text body. Stored in the outbox and sent, never logged. */
  text: string;
  html?: string;
  replyTo?: MailAddress;
  kind: MailKind;
  /** The language the text is written in, which is the reader's (set as Content-Language). */
  lang: LangCode;
}

export interface SentMail {
  via: 'smtp' | 'outbox';
  /** The SMTP Message-ID, or the outbox row id. */
  id: string;
}

/**
 * Sends one mail. It resolves once the mail is handed over (to the SMTP server, or stored in the
 * outbox), and otherwise rejects with MailUnavailableError (try again later) or MailRejectedError
 * (the server refused this message), within seconds: never a hang.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
