import { ACCOUNT_DATA_MESSAGES } from '../../../../shared/account-data';
import type { LangCode } from '../../../../shared/languages';
import type { AccountDataTranslations, AccountTranslations } from '../../../../shared/translations';
import { failureMessage } from '../../../data/account-call';
import { sendJson } from '../../../data/post-json';

export interface AccountDataTexts {
  account: AccountTranslations;
  accountData: AccountDataTranslations;
}

/** A call's outcome: the answer's body, or the error code, the field at fault and the text to show. */
export type DataCallOutcome = { ok: true; body: unknown } | { ok: false; error: string; parameter: string | null; text: string };

const KEY_OF_TEXT = new Map<string, string>(Object.entries(ACCOUNT_DATA_MESSAGES).map(([key, text]) => [text, key]));

/** This API's message in the page's language, when the page has words for it (under the same key). */
function translated(message: unknown, t: AccountDataTranslations): string | undefined {
  const key = typeof message === 'string' ? KEY_OF_TEXT.get(message) : undefined;
  return key !== undefined && Object.hasOwn(t, key) ? t[key as keyof AccountDataTranslations] : undefined;
}

/**
 * Sends one change of the profile's own-data forms (with the anti-forgery header) and says how it
 * went in the page's language: this API's own messages by their English text, the account
 * messages (spec validation texts) as the other account forms show them. It never throws.
 */
export async function accountDataCall(method: 'POST' | 'DELETE', path: string, body: unknown, texts: AccountDataTexts, lang: LangCode): Promise<DataCallOutcome> {
  const answer = await sendJson(method, path, body);
  if (!answer.reached) return { ok: false, error: 'network', parameter: null, text: texts.account.networkError };
  if (answer.ok) return { ok: true, body: answer.body };
  const { error, message, parameter } = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as { error?: unknown; message?: unknown; parameter?: unknown };
  return {
    ok: false,
    error: typeof error === 'string' ? error : 'unknown',
    parameter: typeof parameter === 'string' ? parameter : null,
    text: translated(message, texts.accountData) ?? failureMessage(answer.status, answer.body, texts.account, lang),
  };
}
