import type { LangCode } from '../shared/languages';

/*
 * Slot values in Spanish and French carry their article ("el Banco Mundial", "les Nations
 * unies"), so a template cannot simply write "de {org}": the preposition has to fuse with the
 * article (del, du, des, au, aux) or elide before a vowel (d'Istanbul).
 */

const FRENCH_ELIDES = /^[aeiouhàâäéèêëîïôöùûüœæ]/i;

function spanish(preposition: 'de' | 'a', value: string): string {
  if (value.startsWith('el ')) return (preposition === 'de' ? 'del ' : 'al ') + value.slice(3);
  return `${preposition} ${value}`;
}

function frenchDe(value: string): string {
  if (value.startsWith('le ')) return `du ${value.slice(3)}`;
  if (value.startsWith('les ')) return `des ${value.slice(4)}`;
  if (value.startsWith('la ') || value.startsWith("l'")) return `de ${value}`;
  return FRENCH_ELIDES.test(value) ? `d'${value}` : `de ${value}`;
}

function frenchA(value: string): string {
  if (value.startsWith('le ')) return `au ${value.slice(3)}`;
  if (value.startsWith('les ')) return `aux ${value.slice(4)}`;
  return `à ${value}`;
}

export type Preposition = 'de' | 'a';

/** "of X" / "to X" with the language's contraction; Chinese and English templates write their own words. */
export function withPreposition(lang: LangCode, preposition: Preposition, value: string): string {
  if (lang === 'es') return spanish(preposition, value);
  if (lang === 'fr') return preposition === 'de' ? frenchDe(value) : frenchA(value);
  return value;
}

export function capitalize(value: string): string {
  const first = value.charAt(0);
  return first.toUpperCase() + value.slice(1);
}
