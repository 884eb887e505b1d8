import type { Queryable } from '../database';

export interface VariantKey {
  hash: string;
  name: string;
  format: string;
}

/**
 * Who makes a variant: 'claimed' when this caller now holds it for claimMs and must encode it,
 * 'made' when it is in the store, 'busy' when another instance is encoding it. A claim whose
 * holder died lapses, and the next request takes it.
 */
export async function claimVariant(db: Queryable, key: VariantKey, claimMs: number): Promise<'claimed' | 'made' | 'busy'> {
  const [claimed] = await db.query<{ claimed: number }>(
    `INSERT INTO media_variants AS v (hash, name, format, claimed_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8 / 1000))
     ON CONFLICT (hash, name, format) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
      WHERE v.made_at IS NULL AND (v.claimed_until IS NULL OR v.claimed_until < now())
     RETURNING 1 AS claimed`,
    [key.hash, key.name, key.format, claimMs],
  );
  if (claimed) return 'claimed';
  const [row] = await db.query<{ made: boolean }>('SELECT made_at IS NOT NULL AS made FROM media_variants WHERE hash = $1 AND name = $2 AND format = $3', [
    key.hash,
    key.name,
    key.format,
  ]);
  return row?.made ? 'made' : 'busy';
}

/** The variant reached the store. */
export async function markVariantMade(db: Queryable, key: VariantKey, bytes: number): Promise<void> {
  await db.query('UPDATE media_variants SET made_at = now(), claimed_until = NULL, bytes = $4 WHERE hash = $1 AND name = $2 AND format = $3', [
    key.hash,
    key.name,
    key.format,
    bytes,
  ]);
}

/** An encode that failed lets go of its claim, so that the next request tries again. */
export async function releaseVariant(db: Queryable, key: VariantKey): Promise<void> {
  await db.query('UPDATE media_variants SET claimed_until = NULL WHERE hash = $1 AND name = $2 AND format = $3 AND made_at IS NULL', [key.hash, key.name, key.format]);
}

/** A variant marked made that the store no longer holds: to be made again by the next claim. */
export async function forgetVariant(db: Queryable, key: VariantKey): Promise<void> {
  await db.query('UPDATE media_variants SET made_at = NULL WHERE hash = $1 AND name = $2 AND format = $3', [key.hash, key.name, key.format]);
}
