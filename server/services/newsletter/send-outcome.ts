import type { SendFailure } from '../../db/newsletter/sends';
import { MailRejectedError, type MailUnavailableError } from '../mail/mail-errors';

/** Attempts of a send before it is given up as failed. */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 5 * 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** 5 minutes, then 20, 80, 320, at most 6 hours. */
export function retryDelayMs(attemptsBefore: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 4 ** attemptsBefore);
}

export interface FailedSend {
  error: MailUnavailableError | MailRejectedError;
  /** Whether the send was already recorded as sent when the server answered. */
  recorded: boolean;
  /** Whether the mail's end went out with no answer after it: it may have been taken. */
  mayHaveArrived: boolean;
  attemptsBefore: number;
}

/**
 * What a failure makes of a send: refused for good (5xx) → rejected, and the address bounced;
 * refused for now (4xx) or not delivered (the server unreachable) → retried later, until the
 * attempts run out. A mail whose end went out with no answer may have been delivered: its send
 * stays sent (null), since a second copy is worse than none.
 */
export function failedSendUpdate({ error, recorded, mayHaveArrived, attemptsBefore }: FailedSend, now: Date): SendFailure | null {
  if (mayHaveArrived) return null;
  const from = recorded ? 'sent' : 'sending';
  if (error instanceof MailRejectedError) return { from, to: 'rejected', nextAttemptAt: now, error: error.message };
  const last = attemptsBefore + 1 >= MAX_ATTEMPTS;
  return { from, to: last ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attemptsBefore)), error: error.message };
}

/** A failure of the server or the way to it, not of one mail: the run stops and tries later. */
export function isConnectionFailure(error: MailUnavailableError | MailRejectedError): boolean {
  return !(error instanceof MailRejectedError) && error.code !== 'EENVELOPE' && error.code !== 'EMESSAGE';
}
