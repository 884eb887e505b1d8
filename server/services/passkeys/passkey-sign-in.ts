import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransportFuture, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { findCredential, recordPasskeyUse } from '../../db/accounts/passkeys';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { openSignedIn, type SignedIn } from '../accounts/signed-in';
import { CHALLENGE_TTL_MS, dropChallenge, storeChallenge, takeChallenge } from './passkey-challenges';
import { relyingPartyOf } from './relying-party';
import { userHandleText } from './user-handle';

/**
 * A sign-in with no account named: the browser offers every passkey it has for this site (the
 * button's dialog, or the email field's autofill), and the one chosen names its account.
 */
export async function startPasskeySignIn(services: AccountServices, previousCeremony: string | null): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; ceremonyId: string }> {
  const rp = relyingPartyOf(services.publicOrigin, services.siteName);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  await dropChallenge(services.db, previousCeremony);
  return { options, ceremonyId: await storeChallenge(services.db, 'authentication', options.challenge, null) };
}

export type PasskeySignInOutcome = { ok: true; signedIn: SignedIn } | { ok: false; reason: 'challenge_unknown' | 'challenge_expired' | 'refused' };

/**
 * Checks an assertion: the challenge this browser was given (once), a passkey that exists, its
 * account's user handle, the signature over this origin and relying party with the user
 * verified, and a counter above the one stored. Then signs in as password login does.
 */
export async function finishPasskeySignIn(services: AccountServices, ceremonyId: string | null, response: AuthenticationResponseJSON, meta: ClientMeta): Promise<PasskeySignInOutcome> {
  const { db } = services;
  const taken = await takeChallenge(db, ceremonyId, 'authentication', null);
  if (taken.status !== 'ok') return { ok: false, reason: taken.status === 'expired' ? 'challenge_expired' : 'challenge_unknown' };

  const refuse = async (userId: string | null, reason: string): Promise<PasskeySignInOutcome> => {
    services.logger.info({ passkey: { ceremony: 'authentication', userId }, reason }, 'passkey sign-in refused');
    await services.audit.record({ kind: 'login-failed', userId, ...meta });
    return { ok: false, reason: 'refused' };
  };

  // A removed passkey, or one never registered here, is unknown.
  const stored = await findCredential(db, response.id);
  if (!stored) return refuse(null, 'unknown credential');
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== userHandleText(stored.userId)) return refuse(stored.userId, 'user handle of another account');
  const rp = relyingPartyOf(services.publicOrigin, services.siteName);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: stored.credentialId, publicKey: stored.publicKey, counter: stored.counter, transports: stored.transports as AuthenticatorTransportFuture[] },
      requireUserVerification: true,
    });
    if (!verified.verified) return refuse(stored.userId, 'signature not verified');
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    return refuse(stored.userId, (error as Error).message);
  }
  if (!(await recordPasskeyUse(db, stored.id, stored.counter, newCounter))) return refuse(stored.userId, 'counter changed meanwhile');

  const signedIn = await openSignedIn(services, { userId: stored.userId, identityId: null, secondFactor: 'passkey' }, meta);
  await services.audit.record({ kind: 'login', userId: stored.userId, ...meta });
  return { ok: true, signedIn };
}
