import type { LangCode } from './languages';

/*
 * The corrections page and its API (decision 033): a language's corrections and clarifications,
 * newest first. Silent fixes are never listed, nor are withdrawn stories.
 */

/** Entries a page of the corrections list holds unless the request says otherwise. */
export const CORRECTIONS_PAGE_SIZE = 50;
/** The most one request may ask for. */
export const CORRECTIONS_MAX_SIZE = 100;

/** One listed correction: the story's current title in the language, its article's address, the note and when. */
export interface CorrectionEntry {
  storyId: string;
  title: string;
  path: string;
  kind: 'correction' | 'clarification';
  note: string;
  /** ISO 8601. */
  at: string;
}

/** A page of the list: `page` counts from 1; `total` counts every entry of the language. */
export interface CorrectionsPage {
  page: number;
  size: number;
  total: number;
  items: CorrectionEntry[];
}

export interface CorrectionsRequest {
  lang: LangCode;
  page: number;
  size: number;
}
