/**
 * The desk story list's filters (decision 033), as the page's query string holds them: a filtered
 * list is an address that can be bookmarked, shared and gone back to. The form's names are the
 * API's parameters (server/api/desk/desk-story-query.ts), but for the two dates, which the form
 * gives as days and the API takes as moments.
 */
export const FILTER_NAMES = ['category', 'subcategory', 'lang', 'status', 'from', 'to', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type DeskStoryFilters = Record<FilterName, string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The filters of the address, '' for one unset. */
export function filtersOf(search: URLSearchParams): DeskStoryFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name)?.trim() ?? ''])) as DeskStoryFilters;
}

/** The start of a day in the browser's time zone, where the list shows its times; days ahead of it with `plusDays`. */
function localDay(day: string, plusDays = 0): string {
  const match = DAY.exec(day);
  // Anything else goes to the API as typed, which refuses it naming the parameter.
  if (!match) return day;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
}

/** Both days given, the last before the first. */
export function datesReversed(filters: DeskStoryFilters): boolean {
  return DAY.test(filters.from) && DAY.test(filters.to) && filters.to < filters.from;
}

/** The API's query for these filters: the "until" day is included, so the API's exclusive `to` is the day after. */
export function apiQueryOf(filters: DeskStoryFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === '') continue;
    if (name === 'from') query.set(name, localDay(value));
    else if (name === 'to') query.set(name, localDay(value, 1));
    else query.set(name, value);
  }
  return query;
}

/** The page's query for a submitted form: its filled fields alone, so that an address names only the filters set. */
export function addressQueryOf(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return query.toString();
}
