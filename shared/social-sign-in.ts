import type { LangCode } from './languages';
import { loginPath } from './routes';

/**
 * Social sign-in (decision 012) as the pages see it: where the login and sign-up
 * buttons lead, and what the login page shows when the server sends a browser back to it with
 * an error code.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

export function isSocialProvider(value: unknown): value is SocialProviderName {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** How long a browser has at the provider before the sign-in it started expires. */
export const SOCIAL_SIGN_IN_MINUTES = 10;

/** Where a button starts the sign-in; the server sends the browser to returnPath afterwards. */
export function socialSignInHref(provider: SocialProviderName, returnPath: string): string {
  return `/oauth2/authorize/${provider}?redirect_uri=${encodeURIComponent(returnPath)}`;
}

/** Query parameters of the login page after a failed social sign-in: the code, and the provider. */
export const SOCIAL_ERROR_PARAM = 'oauth_error';
export const SOCIAL_PROVIDER_PARAM = 'provider';

/**
 * The codes a failed sign-in is reported with (decision 012). Their texts, in every language, are
 * the locale files' account.socialErrors; the server answers API clients with the English ones.
 */
export const SOCIAL_SIGN_IN_ERRORS = [
  'redirect_uri_invalid',
  'provider_not_configured',
  'sign_in_cancelled',
  'state_invalid',
  'state_expired',
  'provider_error',
  'provider_timeout',
  'rate_limited',
  /** An admin disabled the account (decision 033). */
  'account_disabled',
] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

export function isSocialSignInError(value: unknown): value is SocialSignInError {
  return typeof value === 'string' && (SOCIAL_SIGN_IN_ERRORS as readonly string[]).includes(value);
}

/** One language's texts of the codes, with {provider} and {minutes} placeholders. */
export type SocialSignInTexts = Record<SocialSignInError, string>;

/** Whether a code's text names the provider, so that it cannot be said without knowing which. */
export function namesProvider(texts: SocialSignInTexts, error: SocialSignInError): boolean {
  return texts[error].includes('{provider}');
}

/** A code's text with its placeholders filled: {minutes}, and {provider} when it is known. */
export function socialSignInMessage(texts: SocialSignInTexts, error: SocialSignInError, provider: SocialProviderName | null): string {
  const text = texts[error].replaceAll('{minutes}', String(SOCIAL_SIGN_IN_MINUTES));
  return provider === null ? text : text.replaceAll('{provider}', SOCIAL_PROVIDER_LABELS[provider]);
}

/** The login page that shows a failed sign-in's message (spec §2 login route). */
export function socialErrorLoginPath(lang: LangCode, error: SocialSignInError, provider: SocialProviderName | null): string {
  const query = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: error });
  if (provider) query.set(SOCIAL_PROVIDER_PARAM, provider);
  return `${loginPath(lang)}?${query.toString()}`;
}
