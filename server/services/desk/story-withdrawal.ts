import type { Database } from '../../db/database';
import { appendDeskAudit, type DeskActor } from '../../db/desk/desk-audit';
import { clearWithdrawal, lockStoryForDesk, markWithdrawn, type WithdrawalReason } from '../../db/news/withdrawn-stories';
import { takenDownTag } from '../cache/response-cache';
import { storyChangeTags } from '../news/news-tags';
import { DeskRefusal } from './desk-error';

export interface DeskContext {
  db: Database;
  /** Tells every instance's caches (and, through them, the pages) what changed. */
  announce(tags: readonly string[]): Promise<void>;
}

export interface ActedBy {
  actor: DeskActor;
  ipHash: string | null;
}

export interface WithdrawalResult {
  id: string;
  status: 'withdrawn' | 'live';
  withdrawnAt: string | null;
}

/**
 * Takes a story off every public surface (decision 033). Its rows stay as they are, the audit
 * entry is written in the same transaction, and the caches of every list, feed and page it was on
 * are told once the change is stored, as an ingest's are.
 */
export async function withdrawStory(desk: DeskContext, id: string, input: { reason: WithdrawalReason; note: string }, by: ActedBy): Promise<WithdrawalResult> {
  const { withdrawnAt, tags } = await desk.db.transaction(async (tx) => {
    const story = await lockStoryForDesk(tx, id);
    if (!story) throw new DeskRefusal(404, 'not_found', `No news with id ${id}.`);
    if (story.withdrawal) throw new DeskRefusal(409, 'already_withdrawn', `The news with id ${id} was already withdrawn on ${story.withdrawal.at}.`);
    const at = await markWithdrawn(tx, id, input.reason, input.note);
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: 'story-withdrawn', target: { kind: 'story', id },
      before: { status: 'live' }, after: { status: 'withdrawn', withdrawnAt: at }, reason: input.reason, note: input.note,
    });
    return { withdrawnAt: at, tags: storyChangeTags([{ id, before: story.state, after: story.state }]) };
  });
  // Taken down: no page or answer that showed it is served again, not even once while it is made anew.
  await desk.announce([...tags, ...tags.map(takenDownTag)]);
  return { id, status: 'withdrawn', withdrawnAt };
}

/** Brings a withdrawn story back exactly as it was, everywhere it was. */
export async function restoreStory(desk: DeskContext, id: string, input: { note: string }, by: ActedBy): Promise<WithdrawalResult> {
  const tags = await desk.db.transaction(async (tx) => {
    const story = await lockStoryForDesk(tx, id);
    if (!story) throw new DeskRefusal(404, 'not_found', `No news with id ${id}.`);
    if (!story.withdrawal) throw new DeskRefusal(409, 'not_withdrawn', `The news with id ${id} is not withdrawn.`);
    await clearWithdrawal(tx, id);
    await appendDeskAudit(tx, {
      actor: by.actor, ipHash: by.ipHash, action: 'story-restored', target: { kind: 'story', id },
      before: { status: 'withdrawn', withdrawnAt: story.withdrawal.at, reason: story.withdrawal.reason, note: story.withdrawal.note }, after: { status: 'live' },
      note: input.note,
    });
    return storyChangeTags([{ id, before: story.state, after: story.state }]);
  });
  await desk.announce(tags);
  return { id, status: 'live', withdrawnAt: null };
}
