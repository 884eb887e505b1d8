import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import type { AccountMessageKey, AccountTranslations } from '../../shared/translations';

const KEY_OF_TEXT = new Map<string, string>(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text, key]));

function isShownKey(key: string, errors: AccountTranslations['errors']): key is AccountMessageKey {
  return Object.hasOwn(errors, key);
}

/**
 * An account message in the page's language. The shared validators and the API speak English
 * (shared/account-messages.ts); the locale files hold the same messages under the same keys.
 * A text that is not one of them (a server's own words) is shown as it came.
 */
export function accountText(text: string, account: AccountTranslations): string {
  const key = KEY_OF_TEXT.get(text);
  return key !== undefined && isShownKey(key, account.errors) ? account.errors[key] : text;
}

/** A validator's field errors in the page's language. */
export function accountErrors<Field extends string>(errors: Partial<Record<Field, string>>, account: AccountTranslations): Partial<Record<Field, string>> {
  const translated: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(errors) as [Field, string | undefined][]) {
    if (text !== undefined) translated[field] = accountText(text, account);
  }
  return translated;
}
