import type { Database } from '../../db/database';
import { upsertStories, type UpsertResult } from '../../db/news/upsert-stories';
import { validateBatch, type ItemError } from './validate-batch';

export type IngestOutcome =
  | ({ ok: true; accepted: number } & UpsertResult)
  | { ok: false; errors: ItemError[] };

/** Validates a whole batch, then writes it in one transaction; an invalid batch writes nothing. */
export async function ingestNews(db: Database, raw: readonly unknown[]): Promise<IngestOutcome> {
  const validation = validateBatch(raw);
  if (!validation.ok) return validation;
  const result = await upsertStories(db, validation.items);
  return { ok: true, accepted: validation.items.length, ...result };
}
