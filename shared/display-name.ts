import type { HeaderTranslations } from './translations';

/** The parts of a translation file that label categories; a whole Navigations object fits. */
export interface CategoryLabels {
  header?: Readonly<Record<string, string>> | HeaderTranslations;
  subcategories?: Readonly<Record<string, string>>;
}

/** Acronyms that camel-case splitting and capitalising would otherwise spell as words (spec §3). */
const ACRONYMS = /\b(ai|mma|ufo)\b/gi;

/**
 * Own string entries only: a raw value from an address, such as 'constructor', must not pick up
 * an inherited property. An empty label counts as missing, so a failed translation load still
 * shows a readable name.
 */
function labelIn(map: object | undefined, key: string): string | undefined {
  if (!map || !Object.hasOwn(map, key)) return undefined;
  const label: unknown = (map as Record<string, unknown>)[key];
  return typeof label === 'string' && label.trim() !== '' ? label : undefined;
}

/** 'SocialIssues' -> 'Social Issues', 'UFOSightings' -> 'UFO Sightings', 'ai' -> 'AI'. */
export function humaniseName(raw: string): string {
  const spaced = raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(ACRONYMS, (acronym) => acronym.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The label of a category or subcategory (spec §3): the header translation of its lowercase
 * name, else the subcategory translation of its raw name, else the name split at camel case.
 */
export function displayName(raw: string, translations?: CategoryLabels): string {
  return labelIn(translations?.header, raw.toLowerCase()) ?? labelIn(translations?.subcategories, raw) ?? humaniseName(raw);
}
