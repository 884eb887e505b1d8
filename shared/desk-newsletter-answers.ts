import type { LangCode } from './languages';
import type { NewsletterFrequency } from './newsletter';
import type { EditionRow, SubscriberCount } from './desk-answers';

/** GET /api/desk/newsletter (decision 033): subscribers by language, frequency and status; the latest editions, newest first. */
export interface DeskNewsletterAnswer {
  subscribers: SubscriberCount[];
  editions: EditionRow[];
}

/** One language's edition after POST /api/desk/newsletter/send (the newsletter sender's summary of its run). */
export interface SentEdition {
  lang: LangCode;
  frequency: NewsletterFrequency;
  period: string;
  /** empty: no story in its window, so nothing was created or sent; sending: some sends wait for a retry. */
  status: 'empty' | 'sending' | 'done';
  sent: number;
  skipped: number;
  /** Failed for good: refused (5xx) or out of attempts. */
  failed: number;
  /** Waiting for a retry. */
  pending: number;
}

export interface DeskNewsletterSent {
  editions: SentEdition[];
}
