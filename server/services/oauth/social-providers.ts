import type { SocialProviderName } from '../../../shared/social-sign-in';
import { facebookProvider } from './facebook-provider';
import { googleProvider } from './google-provider';
import { OAUTH_TIMEOUT_MS, type OAuthSettings } from './oauth-settings';
import type { SocialProvider } from './social-provider';

export type SocialProviders = Record<SocialProviderName, SocialProvider | undefined>;

/** The configured providers, each calling back to publicOrigin/oauth2/callback/{provider}. */
export function socialProviders(settings: OAuthSettings, publicOrigin: string): SocialProviders {
  const context = (name: SocialProviderName) => ({ redirectUri: `${publicOrigin}/oauth2/callback/${name}`, timeoutMs: settings.timeoutMs ?? OAUTH_TIMEOUT_MS });
  return {
    google: settings.google ? googleProvider(settings.google, context('google')) : undefined,
    facebook: settings.facebook ? facebookProvider(settings.facebook, context('facebook')) : undefined,
  };
}
