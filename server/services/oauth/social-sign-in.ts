import type { LangCode } from '../../../shared/languages';
import { SOCIAL_PROVIDER_LABELS } from '../../../shared/social-sign-in';
import type { Transactional } from '../../db/database';
import { findIdentityOwner, findVerifiedEmailOwner, setUserImage, type IdentityOwner } from '../../db/accounts/social-identities';
import { identityExists, insertIdentity, insertUser } from '../../db/accounts/users';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { openSignedIn, type SignedIn } from '../accounts/signed-in';
import type { SocialProfile } from './social-profile';

/** Thrown inside the transaction to undo the new user when one of its identities turns out to be taken. */
class IdentityTaken extends Error {}

function displayName(profile: SocialProfile): string {
  const joined = [profile.givenName, profile.familyName].filter(Boolean).join(' ');
  return profile.name ?? (joined || (profile.email?.split('@')[0] ?? `${SOCIAL_PROVIDER_LABELS[profile.provider]} user`));
}

/**
 * A new user who signs in through this provider account. A verified address that no account
 * uses becomes their email identity too, so that it is theirs as any address proved by a code
 * is: it shows as verified, later providers that vouch for it link to this user, and a password
 * reset to it gives them a password. Any other address is only kept to show. Throws
 * IdentityTaken when another sign-in took one of its identities meanwhile.
 */
async function createSocialAccount(tx: Transactional, profile: SocialProfile, lang: LangCode): Promise<IdentityOwner> {
  const verifiedEmail = profile.emailVerified && profile.email && !(await identityExists(tx, 'email', profile.email)) ? profile.email : null;
  const userId = await insertUser(tx, {
    name: displayName(profile),
    firstName: profile.givenName ?? '',
    lastName: profile.familyName ?? '',
    contactEmail: verifiedEmail ? null : profile.email,
    passwordHash: null,
    lang,
  });
  if (profile.picture) await setUserImage(tx, userId, profile.picture);
  const identityId = await insertIdentity(tx, { userId, provider: profile.provider, providerId: profile.subject, dialCode: null, verified: true });
  if (identityId === null) throw new IdentityTaken();
  if (verifiedEmail && (await insertIdentity(tx, { userId, provider: 'email', providerId: verifiedEmail, dialCode: null, verified: true })) === null) {
    throw new IdentityTaken();
  }
  return { userId, identityId };
}

/**
 * The user this provider account belongs to (decision 012's rule): the one it signed in as
 * before, else the owner of the verified email it vouches for, else a new one. Null after losing a race.
 */
async function findOrMakeUser(services: AccountServices, profile: SocialProfile, lang: LangCode, meta: ClientMeta): Promise<IdentityOwner | null> {
  const { db } = services;
  const returning = await findIdentityOwner(db, profile.provider, profile.subject);
  if (returning) return returning;

  // Only an address the provider vouches for joins an existing account: an unverified one could
  // be anybody's, and joining on it would hand that account to whoever typed it at the provider.
  const emailOwner = profile.emailVerified && profile.email ? await findVerifiedEmailOwner(db, profile.email) : null;
  if (emailOwner) {
    const identityId = await insertIdentity(db, { userId: emailOwner, provider: profile.provider, providerId: profile.subject, dialCode: null, verified: true });
    if (identityId === null) return null;
    await services.audit.record({ kind: 'identity-linked', userId: emailOwner, ...meta });
    return { userId: emailOwner, identityId };
  }

  try {
    const owner = await db.transaction((tx) => createSocialAccount(tx, profile, lang));
    await services.audit.record({ kind: 'signup', userId: owner.userId, ...meta });
    return owner;
  } catch (error) {
    if (error instanceof IdentityTaken) return null;
    throw error;
  }
}

/**
 * Signs in the person a provider vouched for, as email login does: a session, the identity's
 * last sign-in, and a 'login' audit event. Two first sign-ins of one account racing (two tabs)
 * meet at the unique (provider, provider_id) key; the loser looks again and finds the winner's.
 */
export async function signInWithSocialProfile(services: AccountServices, profile: SocialProfile, lang: LangCode, meta: ClientMeta): Promise<SignedIn> {
  const owner = (await findOrMakeUser(services, profile, lang, meta)) ?? (await findOrMakeUser(services, profile, lang, meta));
  if (!owner) throw new Error(`${profile.provider} account could not be matched to a user after two tries`);
  const signedIn = await openSignedIn(services, owner, meta);
  await services.audit.record({ kind: 'login', userId: owner.userId, ...meta });
  return signedIn;
}
