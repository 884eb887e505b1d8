import type { Database, Queryable } from '../database';

export type CodePurpose = 'email-signup' | 'phone-signup' | 'email-change' | 'reauthenticate';

/**
 * The target of a code that serves one account (email change, re-authentication): the account's
 * id, a space, then the address. Deleting the account finds its codes by that prefix.
 */
export const accountCodeTarget = (userId: string, address = '') => `${userId} ${address}`;

/** Stores a code for a target, replacing any earlier one: only the latest code works. */
export async function replaceCode(db: Database, code: { purpose: CodePurpose; target: string; codeHash: string; ttlMs: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM verification_codes WHERE (purpose = $1 AND target = $2) OR expires_at < now() - interval \'1 day\'', [code.purpose, code.target]);
    await tx.query(
      `INSERT INTO verification_codes (purpose, target, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [code.purpose, code.target, code.codeHash, code.ttlMs],
    );
  });
}

export interface CodeTry {
  id: string;
  codeHash: string;
  /** Tries so far, this one included. */
  attempts: number;
  expired: boolean;
}

/**
 * Counts one try against the target's unused code and returns it to compare, or null when there
 * is none. The try is counted before the comparison, in one statement, so that parallel guesses
 * cannot get past the limit between a read and a write.
 */
export async function takeCodeTry(db: Queryable, purpose: CodePurpose, target: string): Promise<CodeTry | null> {
  const rows = await db.query<{ id: string; code_hash: string; attempts: number; expired: boolean }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1)
     RETURNING id::text AS id, code_hash, attempts, expires_at <= now() AS expired`,
    [purpose, target],
  );
  const row = rows[0];
  return row ? { id: row.id, codeHash: row.code_hash, attempts: row.attempts, expired: row.expired } : null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
