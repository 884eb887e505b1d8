import type { Request } from 'express';
import type { LangCode } from '../../../shared/languages';
import { normaliseLangCode } from '../../../shared/language-code';
import { LANG_COOKIE } from '../../../shared/constants';
import type { LangPreference } from '../../services/accounts/lang-preference';

/** A language given as text, mapped by spec §5's rules (an unknown one is en); null when none is given. */
function named(value: unknown): LangCode | null {
  return typeof value === 'string' && value.trim() !== '' ? normaliseLangCode(value) : null;
}

/**
 * The languages a request tells of, for the mail and SMS it causes: a `lang` in the query or
 * JSON body (the page's language), else the language cookie (spec §9); and the browser's.
 */
export function requestLangPreference(request: Request): LangPreference {
  const body = request.body as Record<string, unknown> | undefined;
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  const stated = named(request.query.lang) ?? named(body?.lang) ?? named(cookies?.[LANG_COOKIE.name]);
  const accepted = request.acceptsLanguages()[0];
  return { stated, browser: accepted && accepted !== '*' ? named(accepted) : null };
}
