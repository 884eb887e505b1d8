import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../../db/database';
import type { MailRejectedError, MailUnavailableError } from './mail-errors';

/** What a mail is for. Log lines and the outbox name it; a new kind of mail adds its name here. */
export type MailKind =
  | 'contact' | 'signup-code' | 'account-exists' | 'password-reset' | 'newsletter-confirm' | 'newsletter-digest'
  | 'email-change-code' | 'email-change-taken' | 'email-changed-notice' | 'reauthenticate-code';

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
  /** More header fields (List-Unsubscribe, List-Id…): values are encoded by the mailer, never spliced. */
  headers?: Record<string, string>;
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

/**
 * Lets a mail go, or not, at the last moment: true once the sender has recorded it as sent. The
 * outbox passes its transaction, so that the record and the stored mail are one commit.
 */
export type MailRelease = (tx?: Queryable) => Promise<boolean>;

export type HeldOutcome =
  | { status: 'sent'; id: string }
  /** release answered false: nothing was handed over. */
  | { status: 'withdrawn' }
  /**
   * recorded: release had answered true (the sender's record says sent) when the server refused or
   * failed. mayHaveArrived: the end had gone out and no answer came, so the mail may have been taken.
   */
  | { status: 'failed'; error: MailUnavailableError | MailRejectedError; recorded: boolean; mayHaveArrived: boolean };

/**
 * Sends many mails, each at most once. The mail is handed over only after release() answered true:
 * over SMTP all of it goes out but the end of its data, which is written only then, so a process
 * that dies before, or a release that answers false, leaves the server an unfinished message,
 * which it discards (RFC 5321 §4.1.1.4). Connections are pooled and reused across mails.
 */
export interface HeldMailer {
  via: 'smtp' | 'outbox';
  /** How many mails it sends at once. */
  concurrency: number;
  sendHeld(message: MailMessage, release: MailRelease): Promise<HeldOutcome>;
  close(): Promise<void>;
}
