import type { AccountTranslations } from '../../../shared/translations';
import { fill } from '../../../shared/fill-text';

/**
 * The answer to a code request in the page's language: the server says where the code went and
 * how many minutes it lasts (codeSentMessage), and the page says the same in its own words.
 */
export function codeSentText(serverMessage: string, address: string, account: AccountTranslations): string {
  const minutes = /(\d+)\D*$/.exec(serverMessage)?.[1];
  return minutes === undefined ? serverMessage : fill(account.codeSent, { address, minutes });
}
