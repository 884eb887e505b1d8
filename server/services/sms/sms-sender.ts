import type { LangCode } from '../../../shared/languages';

/** What a text message is for; log lines and the outbox name it. */
export type SmsKind = 'signup-code' | 'account-exists';

export interface SmsMessage {
  /** The E.164 number, e.g. +8613800138000. */
  to: string;
  /** The text; stored in the outbox and sent, never logged (it may carry a code). */
  text: string;
  kind: SmsKind;
  lang: LangCode;
}

export interface SentSms {
  via: 'http' | 'outbox';
  id: string;
}

/**
 * Sends one text message. It resolves once the message is handed over (to the provider, or kept
 * in the outbox) and otherwise rejects with SmsUnavailableError within seconds: never a hang.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<SentSms>;
}

/** The message could not be handed over (provider down, slow, refusing us); try again later. */
export class SmsUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SmsUnavailableError';
  }
}
