import type { LangCode } from '../../shared/languages';
import type { AccountTranslations } from '../../shared/translations';
import { accountText } from './account-text';
import { postJson } from './post-json';

/** An account call's outcome: the answer's body, or the one message that says why not, ready to show. */
export type AccountOutcome = { ok: true; body: unknown } | { ok: false; message: string };

interface ErrorBody {
  error?: unknown;
  message?: unknown;
}

/**
 * Why a call failed, in the page's language: the server's message when it gives one (translated
 * when it is one of ours), and for the refusals whose English names a wait or a mechanism, the
 * page's own words. Spec §8's 'Request failed' when the answer says nothing.
 */
export function failureMessage(status: number, body: unknown, account: AccountTranslations, lang: LangCode): string {
  const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  // The API's explanation is for developers; the reader needs to know what to do.
  if (error === 'csrf_failed') return account.pageExpired;
  if (typeof message === 'string' && message !== '') {
    const translated = accountText(message, account);
    if (translated !== message || lang === 'en') return translated;
    if (status === 429) return account.rateLimited;
    if (status === 503) return account.unavailable;
    return message;
  }
  return account.requestFailed;
}

/** POSTs an account form (with the anti-forgery header) and says how it went; it never throws. */
export async function accountCall(path: string, body: unknown, account: AccountTranslations, lang: LangCode): Promise<AccountOutcome> {
  const answer = await postJson(path, body);
  if (!answer.reached) return { ok: false, message: account.networkError };
  if (answer.ok) return { ok: true, body: answer.body };
  return { ok: false, message: failureMessage(answer.status, answer.body, account, lang) };
}

/** The { success, message } of the code and reset answers (spec §7), or null when the answer is not one. */
function noticeOf(body: unknown): { success: boolean; message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, message } = body as { success?: unknown; message?: unknown };
  return typeof success === 'boolean' && typeof message === 'string' ? { success, message } : null;
}

/**
 * How a code or reset call went: on success the server's own message, which the page words in
 * its language (some carry an address or a number of minutes); otherwise the text to show.
 */
export type NoticeOutcome = { success: true; serverMessage: string } | { success: false; text: string };

export function noticeOutcome(outcome: AccountOutcome, account: AccountTranslations): NoticeOutcome {
  if (!outcome.ok) return { success: false, text: outcome.message };
  const notice = noticeOf(outcome.body);
  if (!notice) return { success: false, text: account.unknownResponse };
  return notice.success ? { success: true, serverMessage: notice.message } : { success: false, text: accountText(notice.message, account) };
}
