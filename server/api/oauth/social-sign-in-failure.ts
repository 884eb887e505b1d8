import type { ErrorRequestHandler } from 'express';
import type { LangCode } from '../../../shared/languages';
import { socialErrorLoginPath, socialSignInMessage, type SocialProviderName, type SocialSignInError, type SocialSignInTexts } from '../../../shared/social-sign-in';
import { HttpError } from '../../errors/http-error';
import { chooseLang } from '../../services/accounts/lang-preference';
import { requestLangPreference } from '../auth/request-lang';

const STATUS: Record<SocialSignInError, number> = {
  redirect_uri_invalid: 400,
  provider_not_configured: 404,
  sign_in_cancelled: 403,
  state_invalid: 400,
  state_expired: 400,
  provider_error: 502,
  provider_timeout: 504,
  rate_limited: 429,
  account_disabled: 403,
};

/**
 * A social sign-in that cannot go on: its code, the provider, and the page language when known.
 * It carries no words: how it is said depends on who asked (answerSocialFailure).
 */
export class SocialSignInFailure extends Error {
  constructor(
    readonly reason: SocialSignInError,
    readonly provider: SocialProviderName | null,
    readonly lang: LangCode | null = null,
  ) {
    super(`social sign-in failed: ${reason}`);
    this.name = 'SocialSignInFailure';
  }
}

/**
 * How a failure is answered (decision 012). These addresses are reached by navigation (a button,
 * the provider's redirect back), so a browser is sent to the login page with the code, where the
 * site's own page, in the reader's language, tells what happened and offers every other way in.
 * Any other client (Accept without text/html first) gets the status and { error, message, provider }
 * from the error handler, in `texts`: English, as every other message of the API.
 */
export function answerSocialFailure(texts: SocialSignInTexts): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (!(error instanceof SocialSignInFailure)) return next(error);
    const { reason, provider } = error;
    if (request.accepts(['json', 'html']) !== 'html') {
      return next(new HttpError(STATUS[reason], reason, socialSignInMessage(texts, reason, provider), provider ? { provider } : {}));
    }
    const lang = error.lang ?? chooseLang(requestLangPreference(request));
    response.set('Cache-Control', 'no-store').redirect(socialErrorLoginPath(lang, reason, provider));
  };
}
