/**
 * The reader's reading preferences (decision 039): the colour scheme and the text size. Each is
 * kept in a small cookie of its own that the server renders the page from, holding one of its
 * chosen values; without it (or with another value) the reader has the unchosen one, which is
 * the page every anonymous reader shares. The key is also the segment of its choice route.
 */
export const READING_PREFERENCES = {
  theme: { cookie: 'xn_theme', unchosen: 'auto', chosen: ['light', 'dark'] },
  'text-size': { cookie: 'xn_size', unchosen: 'default', chosen: ['large', 'larger'] },
} as const;

/** A year, as the language cookie (spec §9). */
export const READING_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export type ReadingPreference = keyof typeof READING_PREFERENCES;
export const READING_PREFERENCE_NAMES = Object.keys(READING_PREFERENCES) as ReadingPreference[];

export type ChosenValue<P extends ReadingPreference> = (typeof READING_PREFERENCES)[P]['chosen'][number];
export type ReadingChoice<P extends ReadingPreference> = ChosenValue<P> | (typeof READING_PREFERENCES)[P]['unchosen'];
export type Theme = ChosenValue<'theme'>;

/** What a page is rendered with: each preference's chosen value, or none. */
export type ReadingChoices = { [P in ReadingPreference]?: ChosenValue<P> | undefined };

export function isReadingPreference(value: unknown): value is ReadingPreference {
  return READING_PREFERENCE_NAMES.some((name) => name === value);
}

/** A chosen value from a cookie's text; anything else is no choice. */
export function chosenValue<P extends ReadingPreference>(preference: P, value: unknown): ChosenValue<P> | undefined {
  return (READING_PREFERENCES[preference].chosen as readonly ChosenValue<P>[]).find((chosen) => chosen === value);
}

/** Every choice of a preference as offered, the unchosen one first. */
export function choicesOf<P extends ReadingPreference>(preference: P): readonly ReadingChoice<P>[] {
  const { unchosen, chosen } = READING_PREFERENCES[preference];
  return [unchosen, ...chosen] as ReadingChoice<P>[];
}

export function isReadingChoice<P extends ReadingPreference>(preference: P, value: unknown): value is ReadingChoice<P> {
  return choicesOf(preference).some((choice) => choice === value);
}

/** The attribute on <html> that draws a preference's chosen value (client/styles/base.css). */
export const readingAttribute = (preference: ReadingPreference) => `data-${preference}`;
