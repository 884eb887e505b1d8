import type { SocialProviderName } from '../../../shared/social-sign-in';
import type { SocialProfile } from './social-profile';

/** What a flow sends the provider, and what the callback checks its answer against. */
export interface FlowChecks {
  state: string;
  /** PKCE: the verifier stays with us, the provider gets its S256 challenge. */
  codeVerifier: string;
  /** OpenID Connect only: the id_token must carry it back. */
  nonce: string | null;
}

/**
 * One social provider: where to send the browser, and how to turn the code it comes back with
 * into a checked profile. Both reject with ProviderFailure when the provider fails or is slow.
 */
export interface SocialProvider {
  name: SocialProviderName;
  /** Whether flows carry a nonce (the provider issues id_tokens). */
  usesNonce: boolean;
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /** callbackUrl is the whole address the provider sent the browser back to. */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<SocialProfile>;
}

/** What every provider needs: the callback address registered with it, and the time limit. */
export interface ProviderContext {
  /** e.g. https://www.xnews.com/oauth2/callback/google */
  redirectUri: string;
  timeoutMs: number;
}

/** Plain http is for a provider on this machine (tests, development), never one across a network. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
