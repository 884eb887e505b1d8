import { NEWS_TYPES, TAXONOMY, isNewsType, type NewsType } from '../../../shared/taxonomy';
import { invalidParameter } from '../../errors/http-error';

/** trending and main gather every category; the others are one category each. */
const CROSS_CATEGORY = new Set(['trending', 'main']);
export type Category = NewsType | 'main';

export function parseCategory(value: string, parameter: string): Category {
  const lower = value.toLowerCase();
  if (isNewsType(lower) || lower === 'main') return lower;
  throw invalidParameter(parameter, `Parameter '${parameter}': unknown category '${value.slice(0, 40)}'; expected one of main, ${NEWS_TYPES.join(', ')}.`);
}

/**
 * The categories a list or archive draws from: every category for trending and main, else the
 * one named. listNames, when given, narrows that set.
 */
export function categoriesFor(category: Category, listNames: readonly string[] | undefined): readonly string[] | null {
  const named = listNames?.map((name) => parseCategory(name, 'listNames')).filter((name) => !CROSS_CATEGORY.has(name));
  if (CROSS_CATEGORY.has(category)) return named && named.length > 0 ? named : null;
  if (named === undefined) return [category];
  return named.includes(category) ? [category] : [];
}

/**
 * The stored spelling of a subtype, matched without regard to case, since addresses arrive
 * lowercased as often as not. A cross-category list accepts any known subtype. `parameter` is
 * the name the caller's request gives it (the lists' subtype, the follows' subcategory).
 */
export function parseSubtype(value: string, category: Category, parameter = 'subtype'): string {
  const known: readonly string[] = CROSS_CATEGORY.has(category)
    ? [...new Set(NEWS_TYPES.flatMap((type) => TAXONOMY[type]))]
    : TAXONOMY[category as NewsType];
  const match = known.find((subtype) => subtype.toLowerCase() === value.toLowerCase());
  if (match) return match;
  throw invalidParameter(parameter, `Parameter '${parameter}': unknown ${parameter} '${value.slice(0, 40)}' for ${category}.`);
}
