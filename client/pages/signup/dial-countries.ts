import { HREFLANG, type LangCode } from '../../../shared/languages';

/** A country of the dial-code picker: its ISO 3166 code and its dial code. */
export interface DialCountry {
  iso: string;
  dialCode: string;
}

/**
 * The countries the picker starts with: those whose numbers phone sign-up takes (spec §5: +1 and
 * +86 only). The whole list follows as soon as the form is open (loadDialCountries).
 */
export const SUPPORTED_DIAL_COUNTRIES: readonly DialCountry[] = [
  { iso: 'US', dialCode: '+1' },
  { iso: 'CA', dialCode: '+1' },
  { iso: 'CN', dialCode: '+86' },
];

/**
 * Every country with its dial code, from the maintained countries-list package (about 250). It is
 * loaded on demand, so its 15 KB stay out of the page until the phone form opens. A country with
 * several codes is listed under its first, as the spec's picker does.
 */
export async function loadDialCountries(): Promise<DialCountry[]> {
  const { countries } = await import('countries-list');
  return Object.entries(countries).flatMap(([iso, country]) => (country.phone[0] === undefined ? [] : [{ iso, dialCode: `+${country.phone[0]}` }]));
}

/** The picker's entries, named in the page's language ('Canada (+1)') and in its alphabetical order. */
export function dialCountryOptions(countries: readonly DialCountry[], lang: LangCode): { iso: string; dialCode: string; label: string }[] {
  const locale = HREFLANG[lang];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries.map((country) => ({ ...country, label: `${names.of(country.iso) ?? country.iso} (${country.dialCode})` })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The country the picker starts on: China on a Simplified Chinese page, else the United States. */
export const defaultDialCountry = (lang: LangCode) => (lang === 'cn' ? 'CN' : 'US');
