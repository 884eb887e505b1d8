import { Router, type Request } from 'express';
import { ACCOUNT_COOKIES } from '../../../shared/account-cookies';
import { langPrefixOf } from '../../../shared/routes';
import { isSocialProvider, type SocialSignInTexts } from '../../../shared/social-sign-in';
import { notFound } from '../../errors/http-error';
import { scalar } from '../../http/query-params';
import type { Logger } from '../../logger';
import type { AccountServices } from '../../services/accounts/account-services';
import { chooseLang } from '../../services/accounts/lang-preference';
import { newFlowChecks, storeFlow, takeFlow } from '../../services/oauth/oauth-flows';
import { ProviderFailure } from '../../services/oauth/provider-failure';
import { socialReturnPath } from '../../services/oauth/return-path';
import { signInWithSocialProfile } from '../../services/oauth/social-sign-in';
import type { SocialProvider } from '../../services/oauth/social-provider';
import type { SocialProviders } from '../../services/oauth/social-providers';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { sameHash, sha256Hex } from '../../services/secrets/secret-values';
import type { Csrf } from '../auth/csrf';
import { clientMeta } from '../auth/client-meta';
import { requestLangPreference } from '../auth/request-lang';
import { startBrowserSession } from '../auth/route-context';
import { clearFlowCookie, flowCookieState, setFlowCookie } from './flow-cookie';
import { answerSocialFailure, SocialSignInFailure } from './social-sign-in-failure';
import { socialStartRateLimit } from './start-rate-limit';
import { AccountDisabledError } from '../../services/accounts/account-disabled';

export interface OAuthRouteOptions {
  services: AccountServices;
  csrf: Csrf;
  providers: SocialProviders;
  /** The origin the providers call back to, and the one a redirect_uri may name. */
  publicOrigin: string;
  rateLimitStores: RateLimitStores;
  logger: Logger;
  /** What API clients are told of a failure: the English texts of the site's locale. */
  failureTexts: SocialSignInTexts;
}

/** A query parameter given once; a repeated or missing one is undefined. */
function queryValue(request: Request, name: string): string | undefined {
  const value = request.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Social sign-in (decision 012): GET /oauth2/authorize/{google|facebook}?redirect_uri=
 * sends the browser to the provider with PKCE, state and (Google) nonce; the provider sends it
 * back to GET /oauth2/callback/{provider}, which signs it in as email login does and sends it on
 * to redirect_uri. Failures: see answerSocialFailure.
 */
export function oauthRoutes({ services, csrf, providers, publicOrigin, rateLimitStores, logger, failureTexts }: OAuthRouteOptions): Router {
  const router = Router();

  const providerOf = (request: Request): SocialProvider => {
    const name = request.params.provider;
    if (!isSocialProvider(name)) throw notFound(`No sign-in provider '${String(name).slice(0, 40)}': use google or facebook.`);
    const provider = providers[name];
    if (!provider) throw new SocialSignInFailure('provider_not_configured', name);
    return provider;
  };

  /** A provider that failed or was slow, logged with what it did, and answered with its code. */
  const failed = (error: unknown, provider: SocialProvider, returnPath: string): never => {
    if (!(error instanceof ProviderFailure)) throw error;
    logger.warn({ oauth: { provider: provider.name, kind: error.kind }, reason: error.message }, 'social sign-in failed at the provider');
    throw new SocialSignInFailure(error.kind === 'timeout' ? 'provider_timeout' : 'provider_error', provider.name, langPrefixOf(returnPath));
  };

  router.get('/oauth2/authorize/:provider', socialStartRateLimit(rateLimitStores, logger), async (request, response) => {
    const provider = providerOf(request);
    const lastPath = (request.cookies as Record<string, string | undefined> | undefined)?.[ACCOUNT_COOKIES.lastPath];
    // Repeated, bracketed (redirect_uri[]=) or empty, it names no page.
    const requested = scalar(request.query, 'redirect_uri');
    const returnPath = requested.ok ? socialReturnPath(requested.value, lastPath, publicOrigin) : null;
    if (returnPath === null) throw new SocialSignInFailure('redirect_uri_invalid', provider.name);
    const checks = newFlowChecks(provider);
    const authorizationUrl = await provider.authorizationUrl(checks).catch((error: unknown) => failed(error, provider, returnPath));
    await storeFlow(services.db, provider.name, checks, returnPath);
    setFlowCookie(request, response, checks.state);
    response.set('Cache-Control', 'no-store').redirect(authorizationUrl.href);
  });

  router.get('/oauth2/callback/:provider', async (request, response) => {
    const provider = providerOf(request);
    const held = flowCookieState(request);
    const state = queryValue(request, 'state') ?? '';
    // The state must be the one this browser was given: nothing else is looked up, and a
    // stranger's callback address leaves this browser's own flow (and its cookie) alone.
    if (held === null || !sameHash(sha256Hex(held), sha256Hex(state))) throw new SocialSignInFailure('state_invalid', provider.name);
    clearFlowCookie(request, response);
    const flow = await takeFlow(services.db, provider.name, state);
    if (flow.status === 'unknown') throw new SocialSignInFailure('state_invalid', provider.name);
    const lang = langPrefixOf(flow.returnPath) ?? chooseLang(requestLangPreference(request));
    if (flow.status === 'expired') throw new SocialSignInFailure('state_expired', provider.name, lang);

    const providerError = queryValue(request, 'error');
    if (providerError !== undefined) {
      logger.info({ oauth: { provider: provider.name, error: providerError.slice(0, 100) } }, 'social sign-in ended at the provider');
      throw new SocialSignInFailure(providerError === 'access_denied' ? 'sign_in_cancelled' : 'provider_error', provider.name, lang);
    }
    const callbackUrl = new URL(request.originalUrl, publicOrigin);
    const profile = await provider.profile(callbackUrl, flow.checks).catch((error: unknown) => failed(error, provider, flow.returnPath));
    const signedIn = await signInWithSocialProfile(services, profile, lang, clientMeta(request)).catch((error: unknown) => {
      throw error instanceof AccountDisabledError ? new SocialSignInFailure('account_disabled', provider.name, lang) : error;
    });
    startBrowserSession({ csrf }, request, response, signedIn);
    response.redirect(flow.returnPath);
  });

  router.use(answerSocialFailure(failureTexts));
  return router;
}
