import type { SupportedDialCode } from '../../../shared/account-phone';
import { HREFLANG, type LangCode } from '../../../shared/languages';

/** A country of the dial-code picker: its ISO 3166 code and its dial code. */
export interface DialCountry {
  iso: string;
  dialCode: SupportedDialCode;
}

/**
 * The countries whose numbers phone sign-up takes (spec §5: +1 and +86 only). The spec's picker
 * lists about 240 countries and refuses the others with a message; that list needs a maintained
 * country package, which the project has not added yet.
 */
export const DIAL_COUNTRIES: readonly DialCountry[] = [
  { iso: 'US', dialCode: '+1' },
  { iso: 'CA', dialCode: '+1' },
  { iso: 'CN', dialCode: '+86' },
];

/** The picker's entries, named in the page's language ('Canada (+1)') and in its alphabetical order. */
export function dialCountryOptions(lang: LangCode): { iso: string; dialCode: string; label: string }[] {
  const locale = HREFLANG[lang];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return DIAL_COUNTRIES.map((country) => ({ ...country, label: `${names.of(country.iso) ?? country.iso} (${country.dialCode})` })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** The country the picker starts on: China on a Simplified Chinese page, else the United States. */
export const defaultDialCountry = (lang: LangCode) => (lang === 'cn' ? 'CN' : 'US');
