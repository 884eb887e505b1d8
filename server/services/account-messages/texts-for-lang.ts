import type { LangCode } from '../../../shared/languages';
import type { AccountTexts } from './account-texts';
import { cn } from './cn';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { tw } from './tw';

export type { AccountTexts, MailText } from './account-texts';

const TEXTS: Record<LangCode, AccountTexts> = { en, cn, tw, es, fr };

/** The account mail and SMS texts in a site language. */
export function accountTexts(lang: LangCode): AccountTexts {
  return TEXTS[lang];
}
