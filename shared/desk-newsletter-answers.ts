import type { EditionRow, SubscriberCount } from './desk-answers';

/** GET /api/desk/newsletter (decision 033): subscribers by language, frequency and status; the latest editions, newest first. */
export interface DeskNewsletterAnswer {
  subscribers: SubscriberCount[];
  editions: EditionRow[];
}

/** One language's edition after POST /api/desk/newsletter/send: empty when no story fell in its window. */
export interface SentEdition {
  lang: string;
  frequency: string;
  period: string;
  status: 'empty' | 'sending' | 'done';
  sent: number;
  skipped: number;
  failed: number;
  pending: number;
}

export interface DeskNewsletterSent {
  editions: SentEdition[];
}
