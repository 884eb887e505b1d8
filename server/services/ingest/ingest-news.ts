import type { Database } from '../../db/database';
import { upsertStories, type UpsertResult } from '../../db/news/upsert-stories';
import { bodyRenderer } from '../news/body-html';
import { storyChangeTags } from '../news/news-tags';
import { validateBatch, type ItemError } from './validate-batch';

export type IngestOutcome =
  | ({ ok: true; accepted: number; changedTags: string[] } & UpsertResult)
  | { ok: false; errors: ItemError[] };

/**
 * Validates a whole batch, then writes it in one transaction; an invalid batch writes nothing.
 * Each version's body is rendered as it is written (decision 029), unless the caller leaves that
 * to the server's background pass (the demo seed).
 * Names the dependency tags of what it changed (news-tags.ts), for the caches to let go of.
 */
export async function ingestNews(db: Database, raw: readonly unknown[], options: { renderBodies?: boolean } = {}): Promise<IngestOutcome> {
  const validation = validateBatch(raw);
  if (!validation.ok) return validation;
  const { changes, ...counts } = await upsertStories(db, validation.items, options.renderBodies === false ? undefined : bodyRenderer);
  return { ok: true, accepted: validation.items.length, ...counts, changedTags: storyChangeTags(changes) };
}
