/** Slug length of article addresses (spec §9). */
export const SLUG_LENGTH = 35;
/**
 * The original site's shorter slug for links in lists (spec §5, §9). The cards link the
 * article's own address instead: a 25-character slug is not the article's canonical one and is
 * answered with a 301, so linking it would cost every click a redirect.
 */
export const LIST_SLUG_LENGTH = 25;

/**
 * The slug of a title (spec §5). The title is cut before it is cleaned, so a long title keeps
 * exactly the words the original site used in its links and old addresses stay canonical.
 * The cut counts UTF-16 units, as the original's substring did; it only matters for titles
 * with astral characters, which the cleaning removes anyway. Space around the title is not
 * counted: a list's copy of a title is trimmed (spec §5) and the article's is not, and both
 * must give the same address.
 * Titles with no Latin letters or digits (Chinese titles, say) give an empty slug.
 */
export function slugify(title: string, maxLength: number = SLUG_LENGTH): string {
  const limit = Math.max(0, Math.floor(maxLength));
  return title
    .trim()
    .slice(0, limit)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Splits the '{slug}-{id}' route parameter (spec §2): the id is whatever follows the last
 * hyphen and the slug everything before it; without a hyphen the whole parameter is the id.
 * The id is not validated here; callers check it with isStoryId.
 */
export function parseSlugAndId(param: string): { slug: string; id: string } {
  const cut = param.lastIndexOf('-');
  if (cut === -1) return { slug: '', id: param };
  return { slug: param.slice(0, cut), id: param.slice(cut + 1) };
}

/**
 * Story ids are digit strings. Social-post ids exceed 2^53, so they stay strings and are never
 * passed through Number; the 30-digit cap keeps absurd input out of queries.
 */
export const STORY_ID_PATTERN = /^[0-9]{1,30}$/;

export function isStoryId(value: unknown): value is string {
  return typeof value === 'string' && STORY_ID_PATTERN.test(value);
}
