import { NEWS_TYPES, TAXONOMY, type NewsType } from '../../../shared/taxonomy';

export interface ListRoute {
  type: NewsType;
  /** The taxonomy's spelling, matched without regard to case. */
  subtype: string | null;
}

/** Spec §2: type defaults to trending; an unknown type or subtype is not a page. */
export function parseListRoute(type: string | undefined, subtype: string | undefined): ListRoute | null {
  const wantedType = (type ?? 'trending').toLowerCase();
  const listType = NEWS_TYPES.find((known) => known === wantedType);
  if (!listType) return null;
  if (subtype === undefined) return { type: listType, subtype: null };
  const match = TAXONOMY[listType].find((known) => known.toLowerCase() === subtype.toLowerCase());
  return match ? { type: listType, subtype: match } : null;
}
