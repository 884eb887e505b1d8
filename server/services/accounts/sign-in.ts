import { SUPPORTED_DIAL_CODES, normaliseDialCode } from '../../../shared/account-phone';
import type { AccountProvider } from '../../../shared/account-types';
import type { PhoneLogin } from '../../../shared/account-validation';
import { findPasswordIdentities } from '../../db/accounts/users';
import type { AccountServices, ClientMeta } from './account-services';
import { openSignedIn, type SignedIn } from './signed-in';

/**
 * Signs in with a password through one of the identities named (one, unless the phone's dial
 * code is unknown). An unknown account, one without a password, and a wrong password all end the
 * same way, null, after the same password-hashing work: neither the answer nor its time tells
 * whether the account exists.
 */
async function signInWithPassword(services: AccountServices, provider: AccountProvider, providerIds: string[], password: string, meta: ClientMeta): Promise<SignedIn | null> {
  const found = providerIds.length > 0 ? await findPasswordIdentities(services.db, provider, providerIds) : [];
  // Several matches only when a number exists under more than one dial code: it needs one given.
  const identity = found.length === 1 ? found[0] : undefined;
  const passwordRight = identity?.passwordHash
    ? await services.passwords.verify(identity.passwordHash, password)
    : await services.passwords.verifyNothing(password);
  if (!identity || !passwordRight) {
    await services.audit.record({ kind: 'login-failed', userId: identity?.userId ?? null, subject: identity ? null : (providerIds[0] ?? null), ...meta });
    return null;
  }
  const signedIn = await openSignedIn(services, identity, meta);
  await services.audit.record({ kind: 'login', userId: identity.userId, ...meta });
  return signedIn;
}

export function signInWithEmail(services: AccountServices, email: string, password: string, meta: ClientMeta): Promise<SignedIn | null> {
  return signInWithPassword(services, 'email', [email], password, meta);
}

/** The login form has no dial code (spec §2): without one, the number is tried under each supported code. */
export function signInWithPhone(services: AccountServices, login: PhoneLogin, meta: ClientMeta): Promise<SignedIn | null> {
  const dialCodes = login.cdc === null ? [...SUPPORTED_DIAL_CODES] : [normaliseDialCode(login.cdc)].filter((code) => (SUPPORTED_DIAL_CODES as readonly string[]).includes(code));
  return signInWithPassword(services, 'phone', dialCodes.map((code) => `${code}${login.digits}`), login.password, meta);
}
