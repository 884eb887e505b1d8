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
  released: boolean;
  attemptsBefore: number;
}

/**
 * What a failure makes of a send: refused for good (5xx) → rejected, and the address bounced;
 * refused for now (4xx) or not delivered (the server unreachable) → retried later, until the
 * attempts run out. A failure after the send was recorded counts only when the server refused
 * the message's end: any other (a connection lost after the end was written) may have delivered
 * it, and the send stays sent, since a second copy is worse than none.
 */
export function failedSendUpdate({ error, released, attemptsBefore }: FailedSend, now: Date): SendFailure | null {
  const refusedEnd = error.code === 'EMESSAGE' && error.responseCode !== undefined;
  if (released && !refusedEnd) return null;
  const from = released ? 'sent' : 'sending';
  if (error instanceof MailRejectedError) return { from, to: 'rejected', nextAttemptAt: now, error: error.message };
  const last = attemptsBefore + 1 >= MAX_ATTEMPTS;
  return { from, to: last ? 'failed' : 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attemptsBefore)), error: error.message };
}

/** A failure of the server or the way to it, not of one mail: the run stops and tries later. */
export function isConnectionFailure(error: MailUnavailableError | MailRejectedError): boolean {
  return !(error instanceof MailRejectedError) && error.code !== 'EENVELOPE' && error.code !== 'EMESSAGE';
}
