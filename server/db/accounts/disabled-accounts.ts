import type { Queryable } from '../database';

/** Whether an admin disabled this account (decision 033). */
export async function isDisabled(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ disabled: boolean }>('SELECT disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1', [userId]);
  return row?.disabled ?? false;
}

/** Disables (true) or enables the account; returns when it was disabled, or null. Its sessions are the caller's to end. */
export async function setDisabled(db: Queryable, userId: string, disabled: boolean): Promise<string | null> {
  const [row] = await db.query<{ disabled_at: string | null }>(
    `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
      WHERE id = $1 RETURNING to_json(disabled_at)#>>'{}' AS disabled_at`,
    [userId, disabled],
  );
  return row?.disabled_at ? new Date(row.disabled_at).toISOString() : null;
}
