import type { LangCode } from './languages';

/**
 * Social sign-in (issue 5 §6, decision 012) as the pages see it: where the login and sign-up
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

const MESSAGES = {
  redirect_uri_invalid: () =>
    'The sign-in link must return to a page of this site (a path such as /en/news/list/trending), other than the login and sign-up pages.',
  provider_not_configured: (provider: string) => `Sign-in with ${provider} is not configured on this server.`,
  sign_in_cancelled: (provider: string) => `Sign-in with ${provider} was cancelled. You can try again, or sign in another way.`,
  state_invalid: () => 'This sign-in was not started in this browser, or was already used. Please start again from the login page.',
  state_expired: () => `This sign-in took more than ${SOCIAL_SIGN_IN_MINUTES} minutes and has expired. Please start again from the login page.`,
  provider_error: (provider: string) => `${provider} could not complete the sign-in. Please try again, or sign in another way.`,
  provider_timeout: (provider: string) => `${provider} did not answer in time. Please try again in a few minutes.`,
  rate_limited: () => 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
} as const satisfies Record<string, (provider: string) => string>;

export type SocialSignInError = keyof typeof MESSAGES;

export function isSocialSignInError(value: unknown): value is SocialSignInError {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The text for an error code; the provider's name where the text has one. */
export function socialSignInMessage(error: SocialSignInError, provider: SocialProviderName | null): string {
  return MESSAGES[error](provider ? SOCIAL_PROVIDER_LABELS[provider] : 'this provider');
}

/** The login page that shows a failed sign-in's message (spec §2 login route). */
export function socialErrorLoginPath(lang: LangCode, error: SocialSignInError, provider: SocialProviderName | null): string {
  const query = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: error });
  if (provider) query.set(SOCIAL_PROVIDER_PARAM, provider);
  return `/${lang}/user/login?${query.toString()}`;
}
