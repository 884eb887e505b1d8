import type { EmailSignup, PhoneSignup } from '../../../shared/account-validation';
import type { LangCode } from '../../../shared/languages';
import { insertIdentity, insertUser, type NewIdentity, type NewUser } from '../../db/accounts/users';
import type { CodePurpose } from '../verification-codes/verification-codes';
import type { AccountServices, ClientMeta } from './account-services';
import { openSignedIn, type SignedIn } from './signed-in';

export type SignupOutcome = { ok: true; signedIn: SignedIn } | { ok: false; reason: 'incorrect' | 'expired' | 'exhausted' };

/** Thrown inside the transaction to undo the new user when the identity turns out to be taken. */
class IdentityTaken extends Error {}

/** The user and their identity, both or neither. Null when the identity already belongs to someone. */
async function createAccount(services: AccountServices, user: NewUser, identity: Omit<NewIdentity, 'userId'>): Promise<{ userId: string; identityId: string } | null> {
  try {
    return await services.db.transaction(async (tx) => {
      const userId = await insertUser(tx, user);
      const identityId = await insertIdentity(tx, { ...identity, userId });
      if (identityId === null) throw new IdentityTaken();
      return { userId, identityId };
    });
  } catch (error) {
    if (error instanceof IdentityTaken) return null;
    throw error;
  }
}

async function signUp(
  services: AccountServices,
  check: { purpose: CodePurpose; target: string; code: string },
  user: Omit<NewUser, 'passwordHash'> & { password: string },
  identity: Omit<NewIdentity, 'userId'>,
  meta: ClientMeta,
): Promise<SignupOutcome> {
  const result = await services.codes.check(check.purpose, check.target, check.code);
  if (result !== 'ok') return { ok: false, reason: result };
  // Hashed only once the code is right: a wrong code costs no hashing.
  const { password, ...fields } = user;
  const created = await createAccount(services, { ...fields, passwordHash: await services.passwords.hash(password) }, identity);
  // Only an address that has an account was sent no code; a right guess of that code, or two
  // sign-ups racing, end here, answered like any wrong code.
  if (!created) return { ok: false, reason: 'incorrect' };
  await services.audit.record({ kind: 'signup', userId: created.userId, ...meta });
  return { ok: true, signedIn: await openSignedIn(services, created, meta) };
}

export async function signUpWithEmail(services: AccountServices, input: EmailSignup, lang: LangCode, meta: ClientMeta): Promise<SignupOutcome> {
  return signUp(
    services,
    { purpose: 'email-signup', target: input.email, code: input.code },
    { name: input.name, firstName: input.firstName, lastName: input.lastName, contactEmail: null, password: input.password, lang },
    { provider: 'email', providerId: input.email, dialCode: null, verified: true },
    meta,
  );
}

export async function signUpWithPhone(services: AccountServices, input: PhoneSignup, lang: LangCode, meta: ClientMeta): Promise<SignupOutcome> {
  return signUp(
    services,
    { purpose: 'phone-signup', target: input.phone.e164, code: input.code },
    { name: input.name, firstName: input.firstName, lastName: input.lastName, contactEmail: input.email, password: input.password, lang },
    { provider: 'phone', providerId: input.phone.e164, dialCode: input.phone.cdc, verified: true },
    meta,
  );
}
