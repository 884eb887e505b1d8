import { generateRegistrationOptions, verifyRegistrationResponse, type AuthenticatorTransportFuture, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { UserPrincipal } from '../../../shared/account-types';
import { PASSKEY_LIMITS, type PasskeyView } from '../../../shared/passkeys';
import { insertPasskey, userCredentials } from '../../db/accounts/passkeys';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { CHALLENGE_TTL_MS, dropChallenge, storeChallenge, takeChallenge } from './passkey-challenges';
import { passkeyView } from './passkey-views';
import { relyingPartyOf } from './relying-party';
import { userHandleOf } from './user-handle';

export type RegistrationStart = { ok: true; options: PublicKeyCredentialCreationOptionsJSON; ceremonyId: string } | { ok: false; reason: 'limit' };

/** What the authenticator is asked for: a discoverable credential (so that autofill can offer it), made with user verification. */
export async function startPasskeyRegistration(services: AccountServices, user: UserPrincipal, previousCeremony: string | null): Promise<RegistrationStart> {
  const { db } = services;
  const existing = await userCredentials(db, user.id);
  if (existing.length >= PASSKEY_LIMITS.perUser) return { ok: false, reason: 'limit' };
  const rp = relyingPartyOf(services.publicOrigin, services.siteName);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(user.id),
    // What the browser's passkey list shows to tell accounts apart.
    userName: user.email ?? (user.phone ? `${user.cdc ?? ''}${user.phone}` : user.name),
    userDisplayName: user.name,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice is refused by the browser, before anything is made.
    excludeCredentials: existing.map((credential) => ({ id: credential.credentialId, transports: credential.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await dropChallenge(db, previousCeremony);
  return { ok: true, options, ceremonyId: await storeChallenge(db, 'registration', options.challenge, user.id) };
}

export type RegistrationOutcome =
  | { ok: true; passkey: PasskeyView }
  | { ok: false; reason: 'challenge_unknown' | 'challenge_expired' | 'not_verified' | 'taken' | 'limit' };

/** Checks the new credential against the challenge this user was given, and keeps it under its name. */
export async function finishPasskeyRegistration(
  services: AccountServices,
  userId: string,
  ceremonyId: string | null,
  input: { name: string; response: RegistrationResponseJSON },
  meta: ClientMeta,
): Promise<RegistrationOutcome> {
  const { db } = services;
  const taken = await takeChallenge(db, ceremonyId, 'registration', userId);
  if (taken.status !== 'ok') return { ok: false, reason: taken.status === 'expired' ? 'challenge_expired' : 'challenge_unknown' };
  const rp = relyingPartyOf(services.publicOrigin, services.siteName);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    services.logger.info({ passkey: { ceremony: 'registration', userId }, reason: (error as Error).message }, 'passkey registration refused');
    return { ok: false, reason: 'not_verified' };
  }
  if (!verified.verified) return { ok: false, reason: 'not_verified' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const stored = await insertPasskey(
    db,
    {
      userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    },
    PASSKEY_LIMITS.perUser,
  );
  if (stored === 'taken' || stored === 'limit') return { ok: false, reason: stored };
  await services.audit.record({ kind: 'passkey-added', userId, ...meta });
  return { ok: true, passkey: passkeyView(stored) };
}
