import type { Queryable } from '../database';

export interface NewOAuthFlow {
  provider: string;
  codeVerifier: string;
  nonce: string | null;
  returnPath: string;
  expiresAt: Date;
}

export interface TakenOAuthFlow {
  provider: string;
  codeVerifier: string;
  nonce: string | null;
  returnPath: string;
  /** By the database's clock, which every instance shares. */
  expired: boolean;
}

export async function insertOAuthFlow(db: Queryable, stateHash: string, flow: NewOAuthFlow): Promise<void> {
  await db.query(
    `INSERT INTO oauth_flows (state_hash, provider, code_verifier, nonce, return_path, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [stateHash, flow.provider, flow.codeVerifier, flow.nonce, flow.returnPath, flow.expiresAt],
  );
}

/**
 * Removes the flow of a state hash and returns it, expired or not: one statement, so that two
 * callbacks racing with one state cannot both get it.
 */
export async function takeOAuthFlow(db: Queryable, stateHash: string): Promise<TakenOAuthFlow | null> {
  const rows = await db.query<{ provider: string; code_verifier: string; nonce: string | null; return_path: string; expired: boolean }>(
    `DELETE FROM oauth_flows WHERE state_hash = $1
     RETURNING provider, code_verifier, nonce, return_path, expires_at <= now() AS expired`,
    [stateHash],
  );
  const row = rows[0];
  if (!row) return null;
  return { provider: row.provider, codeVerifier: row.code_verifier, nonce: row.nonce, returnPath: row.return_path, expired: row.expired };
}

/**
 * Flows abandoned at the provider. Kept an hour past their expiry, so that a late return is
 * told it expired rather than that it is unknown.
 */
export async function deleteAbandonedOAuthFlows(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM oauth_flows WHERE expires_at < now() - interval '1 hour'`);
}
