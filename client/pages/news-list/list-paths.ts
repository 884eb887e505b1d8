import type { LangCode } from '../../../shared/languages';

/** A news list's address (spec §2): /{lang}/news/list/{type}[/{subtype}]. */
export function listPath(lang: LangCode, type: string, subtype?: string | null): string {
  return `/${lang}/news/list/${encodeURIComponent(type)}${subtype ? `/${encodeURIComponent(subtype)}` : ''}`;
}

/** Where 'View News Archive' leads (spec §2): the category's months, or the archive landing for trending. */
export function archivePath(lang: LangCode, type: string): string {
  return type === 'trending' ? `/${lang}/news/archive` : `/${lang}/news/archive/category/${encodeURIComponent(type)}`;
}
