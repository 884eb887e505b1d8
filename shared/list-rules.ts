import { stripFootnotes } from './footnotes';

/** Titles shorter than this are fragments, not headlines (spec §5). */
export const MIN_TITLE_LENGTH = 5;

/** Counts code points, so an emoji is one character as a reader sees it. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/**
 * The news-list rules of spec §5: markers stripped from titles, short titles dropped, and
 * repeated ids removed. Short items are dropped before duplicates are judged, so a usable copy
 * of a story survives when its first copy had no real title. Items are copied, never mutated,
 * because they may sit in a shared query cache.
 */
export function cleanNewsList<T extends { id: string; title: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const cleaned: T[] = [];
  for (const item of items) {
    const title = stripFootnotes(item.title).trim();
    if (characterCount(title) < MIN_TITLE_LENGTH || seen.has(item.id)) continue;
    seen.add(item.id);
    cleaned.push({ ...item, title });
  }
  return cleaned;
}
