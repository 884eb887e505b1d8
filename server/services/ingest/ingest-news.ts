import type { Database } from '../../db/database';
import { writeStories, type UpsertResult } from '../../db/news/upsert-stories';
import { bodyRenderer } from '../news/body-html';
import { storyChangeTags } from '../news/news-tags';
import { keepHeldFields, type HeldFields } from './held-fields';
import { validateBatch, type ItemError } from './validate-batch';

export type IngestOutcome =
  | ({ ok: true; accepted: number; changedTags: string[]; held: HeldFields[] } & UpsertResult)
  | { ok: false; errors: ItemError[] };

/**
 * Validates a whole batch, then writes it in one transaction; an invalid batch writes nothing.
 * Each version's body is rendered as it is written (decision 029), unless the caller leaves that
 * to the server's background pass (the demo seed).
 * Fields the desk corrected keep the editor's value, and the answer says which (decision 033).
 * Names the dependency tags of what it changed (news-tags.ts), for the caches to let go of.
 */
export async function ingestNews(db: Database, raw: readonly unknown[], options: { renderBodies?: boolean } = {}): Promise<IngestOutcome> {
  const validation = validateBatch(raw);
  if (!validation.ok) return validation;
  const renderer = options.renderBodies === false ? undefined : bodyRenderer;
  const { written, held } = await db.transaction(async (tx) => {
    const kept = await keepHeldFields(tx, validation.items);
    return { written: await writeStories(tx, kept.items, renderer), held: kept.held };
  });
  const { changes, ...counts } = written;
  return { ok: true, accepted: validation.items.length, ...counts, held, changedTags: storyChangeTags(changes) };
}
