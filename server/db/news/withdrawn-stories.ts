import type { Queryable } from '../database';
import { lockedStoryStates, type StoryState } from './story-states';
import { WITHDRAWAL_REASONS, type Withdrawal, type WithdrawalReason } from '../../../shared/desk-answers';

export { WITHDRAWAL_REASONS, type Withdrawal, type WithdrawalReason };

export interface LockedStory {
  state: StoryState;
  withdrawal: Withdrawal | null;
}

/** The story, locked until the transaction ends, with its withdrawal if it has one; null when there is no such story. */
export async function lockStoryForDesk(db: Queryable, id: string): Promise<LockedStory | null> {
  const state = (await lockedStoryStates(db, [id])).get(id);
  if (!state) return null;
  const [row] = await db.query<{ at: string | null; reason: WithdrawalReason | null; note: string | null }>(
    `SELECT to_json(withdrawn_at)#>>'{}' AS at, withdrawn_reason AS reason, withdrawn_note AS note FROM stories WHERE id = $1`,
    [id],
  );
  return { state, withdrawal: row?.at && row.reason ? { at: new Date(row.at).toISOString(), reason: row.reason, note: row.note ?? '' } : null };
}

/** Marks the story withdrawn; its rows stay whole, so that a restore brings it back as it was. */
export async function markWithdrawn(db: Queryable, id: string, reason: WithdrawalReason, note: string): Promise<string> {
  const [row] = await db.query<{ at: string }>(
    `UPDATE stories SET withdrawn_at = now(), withdrawn_reason = $2, withdrawn_note = $3, updated_at = now()
      WHERE id = $1 RETURNING to_json(withdrawn_at)#>>'{}' AS at`,
    [id, reason, note],
  );
  if (!row) throw new Error(`story ${id} vanished while it was locked`);
  return new Date(row.at).toISOString();
}

/** Brings a withdrawn story back. updated_at moves, so that feeds and sitemaps show the change. */
export async function clearWithdrawal(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE stories SET withdrawn_at = NULL, withdrawn_reason = NULL, withdrawn_note = NULL, updated_at = now() WHERE id = $1', [id]);
}

/** Which of these stories are withdrawn now: an edition chosen before a withdrawal leaves them out when it sends. */
export async function withdrawnAmong(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>('SELECT id FROM stories WHERE id = ANY($1::text[]) AND withdrawn_at IS NOT NULL', [ids]);
  return new Set(rows.map((row) => row.id));
}
