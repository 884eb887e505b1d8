import type { LangCode } from '../languages';
import { SLUG_LENGTH, slugify } from '../slug';

/** A news list's address (spec §2): /{lang}/news/list/{type}[/{subtype}]. */
export function listPath(lang: LangCode, type: string, subtype?: string | null): string {
  return `/${lang}/news/list/${encodeURIComponent(type)}${subtype ? `/${encodeURIComponent(subtype)}` : ''}`;
}

/** Each language's front page (spec §2), where its root and the site's root lead. */
export const trendingPath = (lang: LangCode) => listPath(lang, 'trending');

function slugAndId(title: string, id: string, maxSlug: number): string {
  const slug = slugify(title, maxSlug);
  // The id is encoded so that a malformed one cannot add path segments; digit ids are unchanged.
  const safeId = encodeURIComponent(id);
  return slug === '' ? safeId : `${slug}-${safeId}`;
}

/** The full article address (spec §2): /{lang}/news/analysis/{slug}-{id}, or .../{id} when the slug is empty. */
export function articlePath(lang: LangCode, title: string, id: string, maxSlug: number = SLUG_LENGTH): string {
  return `/${lang}/news/analysis/${slugAndId(title, id, maxSlug)}`;
}

/** The brief article address (spec §2): /{lang}/news/analysis/brief/{slug}-{id}, or .../{id} when the slug is empty. */
export function briefPath(lang: LangCode, title: string, id: string, maxSlug: number = SLUG_LENGTH): string {
  return `/${lang}/news/analysis/brief/${slugAndId(title, id, maxSlug)}`;
}
