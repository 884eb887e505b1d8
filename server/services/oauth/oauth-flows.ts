import * as oidc from 'openid-client';
import { SOCIAL_SIGN_IN_MINUTES, type SocialProviderName } from '../../../shared/social-sign-in';
import type { Queryable } from '../../db/database';
import { deleteAbandonedOAuthFlows, insertOAuthFlow, takeOAuthFlow } from '../../db/accounts/oauth-flows';
import { sha256Hex } from '../secrets/secret-values';
import type { FlowChecks, SocialProvider } from './social-provider';

export const FLOW_TTL_MS = SOCIAL_SIGN_IN_MINUTES * 60_000;

/** Longer than any state we make (43 characters): such a value is not looked up at all. */
const STATE_MAX_LENGTH = 128;

/** Fresh random state, PKCE verifier and (for OpenID Connect) nonce for one sign-in. */
export function newFlowChecks(provider: SocialProvider): FlowChecks {
  return { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: provider.usesNonce ? oidc.randomNonce() : null };
}

/** Keeps a flow for its callback, for FLOW_TTL_MS, under the hash of its state. */
export async function storeFlow(db: Queryable, provider: SocialProviderName, checks: FlowChecks, returnPath: string): Promise<void> {
  // Housekeeping where flows are made, as sessions do, rather than in a timer every instance would run.
  await deleteAbandonedOAuthFlows(db);
  await insertOAuthFlow(db, sha256Hex(checks.state), {
    provider,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    returnPath,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
}

export type TakenFlow = { status: 'ok'; checks: FlowChecks; returnPath: string } | { status: 'expired'; returnPath: string } | { status: 'unknown' };

/**
 * The flow of a state, removed as it is read, so that it is used once whatever happens next.
 * A state of another provider's flow is as unknown as one never made.
 */
export async function takeFlow(db: Queryable, provider: SocialProviderName, state: string): Promise<TakenFlow> {
  if (state === '' || state.length > STATE_MAX_LENGTH) return { status: 'unknown' };
  const flow = await takeOAuthFlow(db, sha256Hex(state));
  if (!flow || flow.provider !== provider) return { status: 'unknown' };
  if (flow.expired) return { status: 'expired', returnPath: flow.returnPath };
  return { status: 'ok', checks: { state, codeVerifier: flow.codeVerifier, nonce: flow.nonce }, returnPath: flow.returnPath };
}
