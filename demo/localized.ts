import type { LangCode } from '../shared/languages';

/** One piece of text in every site language; a story's versions are rendered from these. */
export type Localized = Readonly<Record<LangCode, string>>;

/** Positional so that the corpus tables stay readable: one row, five languages, fixed order. */
export function t(en: string, cn: string, tw: string, es: string, fr: string): Localized {
  return { en, cn, tw, es, fr };
}
