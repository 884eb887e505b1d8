import * as oidc from 'openid-client';
import type { GoogleSettings } from './oauth-settings';
import { providerFailure, ProviderFailure } from './provider-failure';
import { profileFields } from './social-profile';
import { isLoopbackHttp, type ProviderContext, type SocialProvider } from './social-provider';

/**
 * Google, or any OpenID Connect provider at GOOGLE_ISSUER: the authorization-code flow with PKCE
 * (S256), state and nonce. The id_token is checked by openid-client: its signature against the
 * issuer's keys, issuer, audience (our client id), expiry and nonce.
 */
export function googleProvider(settings: GoogleSettings, context: ProviderContext): SocialProvider {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | undefined;

  /** The issuer's metadata, fetched once; a failed fetch is tried again by the next sign-in. */
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: context.timeoutMs / 1000,
      })
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw providerFailure(error, 'OpenID discovery');
      });
    return discovered;
  };

  return {
    name: 'google',
    usesNonce: true,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: context.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce: nonce ?? '',
      });
    },
    async profile(callbackUrl, { state, codeVerifier, nonce }) {
      const config = await configuration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce ?? '', idTokenExpected: true });
        claims = tokens.claims();
      } catch (error) {
        throw providerFailure(error, 'Token exchange');
      }
      if (!claims) throw new ProviderFailure('failed', 'Token exchange returned no id_token');
      return {
        provider: 'google',
        subject: claims.sub,
        ...profileFields({
          email: claims.email,
          emailVerified: claims.email_verified,
          name: claims.name,
          givenName: claims.given_name,
          familyName: claims.family_name,
          picture: claims.picture,
        }),
      };
    },
  };
}
