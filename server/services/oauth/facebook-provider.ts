import * as oidc from 'openid-client';
import type { FacebookSettings } from './oauth-settings';
import { providerFailure, ProviderFailure } from './provider-failure';
import { profileFields } from './social-profile';
import { isLoopbackHttp, type ProviderContext, type SocialProvider } from './social-provider';

/** Facebook's ids are digits; a Graph-like provider may use other safe characters. */
const SUBJECT = /^[A-Za-z0-9._:-]{1,255}$/;

/**
 * Facebook Login is plain OAuth 2.0, with no id_token: the code (with PKCE and state) is exchanged
 * for an access token, and the person is read from the Graph API's /me (FACEBOOK_USERINFO_URL).
 * Graph gives no proof that the email is verified, so its email never links accounts
 * (decision 012); a Graph-like endpoint that answers email_verified: true does.
 */
export function facebookProvider(settings: FacebookSettings, context: ProviderContext): SocialProvider {
  const authorization = new URL(settings.authorizationUrl);
  const config = new oidc.Configuration(
    { issuer: authorization.origin, authorization_endpoint: settings.authorizationUrl, token_endpoint: settings.tokenUrl },
    settings.clientId,
    settings.clientSecret,
  );
  if ([authorization, new URL(settings.tokenUrl), new URL(settings.userinfoUrl)].some(isLoopbackHttp)) oidc.allowInsecureRequests(config);
  config.timeout = context.timeoutMs / 1000;

  async function readProfile(accessToken: string): Promise<Record<string, unknown>> {
    const response = await oidc.fetchProtectedResource(config, accessToken, new URL(settings.userinfoUrl), 'GET');
    if (!response.ok) throw new ProviderFailure('failed', `The profile request answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ProviderFailure('failed', 'The profile is not a JSON object');
    return body as Record<string, unknown>;
  }

  return {
    name: 'facebook',
    usesNonce: false,
    async authorizationUrl({ state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: context.redirectUri,
        scope: 'public_profile email',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
    },
    async profile(callbackUrl, { state, codeVerifier }) {
      let me: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state });
        me = await readProfile(tokens.access_token);
      } catch (error) {
        throw providerFailure(error, 'Facebook sign-in');
      }
      const subject = typeof me.id === 'string' ? me.id : typeof me.sub === 'string' ? me.sub : '';
      if (!SUBJECT.test(subject)) throw new ProviderFailure('failed', 'The profile has no usable id');
      const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url ?? me.picture;
      return {
        provider: 'facebook',
        subject,
        ...profileFields({ email: me.email, emailVerified: me.email_verified, name: me.name, givenName: me.first_name, familyName: me.last_name, picture }),
      };
    },
  };
}
