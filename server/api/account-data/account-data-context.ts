import type { Request, RequestHandler, Response } from 'express';
import type { Validated } from '../../../shared/account-validation';
import { invalidParameter } from '../../errors/http-error';
import { chooseLang } from '../../services/accounts/lang-preference';
import type { LangCode } from '../../../shared/languages';
import { setRateKey } from '../auth/auth-rate-limits';
import { requestLangPreference } from '../auth/request-lang';
import { signedInOf } from '../auth/require-session';
import type { AuthRouteContext } from '../auth/route-context';
import type { AccountDataRateLimits } from './account-data-rate-limits';

/** What the routes of a reader's own data use: the account routes' context, and their own limits. */
export interface AccountDataContext extends AuthRouteContext {
  dataLimits: AccountDataRateLimits;
}

/** Counts the request against the signed-in account (after requireSession). */
export const keyByAccount: RequestHandler = (_request, response, next) => {
  setRateKey(response, `user:${signedInOf(response).principal.id}`);
  next();
};

/** The checked input, or 400 { error, message, parameter } naming the first field at fault (and every one in fields). */
export function validOrParameter<T, Field extends string>(result: Validated<T, Field>): T {
  if (result.ok) return result.value;
  const [parameter = 'body'] = Object.keys(result.errors);
  const error = invalidParameter(parameter, result.message);
  Object.assign(error.details, { fields: result.errors });
  throw error;
}

/** The signed-in reader, their session's token, and the language to write to them in. */
export function readerOf(request: Request, response: Response): { userId: string; email: string | null; sessionToken: string; lang: LangCode } {
  const { principal, presented } = signedInOf(response);
  return {
    userId: principal.id,
    email: principal.emailVerified ? principal.email : null,
    sessionToken: presented.token,
    lang: chooseLang(requestLangPreference(request), principal.lang),
  };
}
