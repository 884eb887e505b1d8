import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Hashes and checks passwords; the stored form says its own algorithm and cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password, and for a stored value that is not a hash of ours. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real check and answers false: for an account that does not exist or has
   * no password, so that its answer takes as long as a wrong password's (no enumeration by time).
   */
  verifyNothing(password: string): Promise<false>;
}

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane,
 * about 40 ms here (decision 009). A PHC string keeps its own parameters, so raising these later
 * leaves old hashes verifiable.
 */
export const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function argon2Hasher(cost: { memoryCost: number; timeCost: number; parallelism: number } = ARGON2_COST): PasswordHasher {
  // Made on first use: a hash of a random password nobody knows, to check against.
  let decoy: Promise<string> | undefined;
  const check = async (storedHash: string, password: string) => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, cost),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash(randomUUID(), cost);
      await check(await decoy, password);
      return false;
    },
  };
}
