import type { LangCode } from '../languages';

/** The corrections page (decision 033): /{lang}/corrections, and ?page=2 on for older entries. */
export function correctionsPath(lang: LangCode, page = 1): string {
  return `/${lang}/corrections${page > 1 ? `?page=${page}` : ''}`;
}

/** The feed of a language's corrections and clarifications, newest first. */
export function correctionsFeedPath(lang: LangCode): string {
  return `/rss/${lang}/corrections.xml`;
}
