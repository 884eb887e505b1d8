import type { Queryable } from '../../db/database';
import { sharedSecret } from '../../db/accounts/server-secrets';
import { randomToken } from './secret-values';

/**
 * The anti-forgery key: AUTH_SECRET when set, else one made by the first instance and kept in
 * the database, so that every instance, now and after restarts, checks tokens with the same key.
 */
export function authSecretFor(configured: string | undefined, db: Queryable): Promise<string> {
  return configured === undefined ? sharedSecret(db, 'csrf', randomToken(32)) : Promise.resolve(configured);
}
