import type { NewsletterFrequency } from '../newsletter';

/** The newsletter screen (/{lang}/desk/newsletter): subscribers, the latest editions, and sending one now. */
export interface DeskNewsletterTexts {
  title: string;
  intro: string;
  subscribersCaption: string;
  editionsCaption: string;
  colLanguage: string;
  colFrequency: string;
  colStatus: string;
  colCount: string;
  colPeriod: string;
  colCreated: string;
  colFinished: string;
  colSent: string;
  colSkipped: string;
  colFailed: string;
  colPending: string;
  frequencies: Record<NewsletterFrequency, string>;
  subscriberStatuses: { pending: string; confirmed: string; unsubscribed: string; bounced: string };
  editionStatuses: { sending: string; done: string; empty: string };
  noSubscribers: string;
  noEditions: string;
  notFinished: string;
  sendTitle: string;
  sendIntro: string;
  frequency: string;
  language: string;
  allLanguages: string;
  send: string;
  /** Asked before sending: {frequency} and {languages}. */
  confirm: string;
  confirmSend: string;
  cancel: string;
  sending: string;
  /** The run's outcome, above one line per edition. */
  sent: string;
  /** One edition's outcome: {language}, {status}, {sent}, {skipped}, {failed}, {pending}. */
  editionOutcome: string;
}
