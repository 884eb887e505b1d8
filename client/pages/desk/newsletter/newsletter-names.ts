import type { DeskNewsletterTexts } from '../../../../shared/desk-texts/desk-newsletter-texts';
import { isLangCode, LANGUAGE_NAMES } from '../../../../shared/languages';

/** A name of the texts' map for this value, or the value itself when the texts have none (a state added later). */
function nameIn(names: Record<string, string>, value: string): string {
  return Object.hasOwn(names, value) ? (names[value] ?? value) : value;
}

export const frequencyName = (texts: DeskNewsletterTexts, frequency: string) => nameIn(texts.frequencies, frequency);
export const subscriberStatusName = (texts: DeskNewsletterTexts, status: string) => nameIn(texts.subscriberStatuses, status);
export const editionStatusName = (texts: DeskNewsletterTexts, status: string) => nameIn(texts.editionStatuses, status);
/** A language by its own name, as the site's language menu names it. */
export const languageName = (lang: string) => (isLangCode(lang) ? LANGUAGE_NAMES[lang] : lang);
