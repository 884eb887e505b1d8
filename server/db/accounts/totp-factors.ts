import type { Queryable } from '../database';

/** A user's TOTP factor row (decision 034): the sealed secret, pending until enabledAt is set. */
export interface TotpFactorRow {
  secretSealed: string;
  enabledAt: Date | null;
  lastTimeStep: number | null;
}

interface Row {
  secret_sealed: string;
  enabled_at: Date | string | null;
  last_time_step: string | number | null;
}

function factor(row: Row): TotpFactorRow {
  return {
    secretSealed: row.secret_sealed,
    enabledAt: row.enabled_at === null ? null : new Date(row.enabled_at),
    lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
  };
}

export async function findTotpFactor(db: Queryable, userId: string): Promise<TotpFactorRow | null> {
  const rows = await db.query<Row>('SELECT secret_sealed, enabled_at, last_time_step FROM totp_factors WHERE user_id = $1', [userId]);
  return rows[0] ? factor(rows[0]) : null;
}

/**
 * Keeps a new pending secret, in place of a pending one; false when the user's factor is enabled,
 * which only turning it off (with a code) may replace. One statement, so two racing calls agree.
 */
export async function upsertPendingTotp(db: Queryable, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO totp_factors (user_id, secret_sealed) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, created_at = now(), last_time_step = NULL
       WHERE totp_factors.enabled_at IS NULL
     RETURNING 1`,
    [userId, secretSealed],
  );
  return rows.length > 0;
}

/**
 * Enables the pending secret the code was checked against, with that code's step as the last
 * used. Naming the sealed secret keeps a code of a secret that a newer enrolment replaced
 * meanwhile from enabling the newer one.
 */
export async function enableTotp(db: Queryable, userId: string, secretSealed: string, timeStep: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE totp_factors SET enabled_at = now(), last_time_step = $3
     WHERE user_id = $1 AND secret_sealed = $2 AND enabled_at IS NULL
     RETURNING 1`,
    [userId, secretSealed, timeStep],
  );
  return rows.length > 0;
}

/**
 * Records that a code of `timeStep` was accepted, unless one of that step or a later one was
 * (false): two requests racing with one code cannot both pass.
 */
export async function claimTimeStep(db: Queryable, userId: string, timeStep: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE totp_factors SET last_time_step = $2
     WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_time_step IS NULL OR last_time_step < $2)
     RETURNING 1`,
    [userId, timeStep],
  );
  return rows.length > 0;
}

/** Removes the factor and, by cascade, its recovery codes. */
export async function deleteTotpFactor(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM totp_factors WHERE user_id = $1 RETURNING 1', [userId]);
  return rows.length > 0;
}
