import { isDeepStrictEqual } from 'node:util';
import type { NewsItemInput } from '../../../shared/types';
import type { Queryable } from '../../db/database';
import { holdLang, lockHolds, recordUpstream, type CorrectableField } from '../../db/desk/field-holds';

/** The fields of one version an ingest did not write, because the desk corrected them. */
export interface HeldFields {
  id: string;
  lang: string;
  fields: CorrectableField[];
  reason: 'corrected at the desk';
}

/**
 * Ingest never undoes the desk (decision 033): in each item, a field the desk corrected keeps the
 * editor's value. When upstream sends something else for it, that is recorded for the desk to
 * accept or dismiss. Returns the items to write and what was held, item by item.
 */
export async function keepHeldFields(tx: Queryable, items: readonly NewsItemInput[]): Promise<{ items: NewsItemInput[]; held: HeldFields[] }> {
  const holds = await lockHolds(tx, [...new Set(items.map((item) => item.id))]);
  if (holds.length === 0) return { items: [...items], held: [] };
  const held: HeldFields[] = [];
  const written: NewsItemInput[] = [];
  for (const item of items) {
    const kept: Record<string, unknown> = { ...item };
    const fields: CorrectableField[] = [];
    for (const hold of holds.filter((one) => one.storyId === item.id && one.lang === holdLang(one.field, item.lang))) {
      const sent = kept[hold.field];
      if (!isDeepStrictEqual(sent, hold.value)) await recordUpstream(tx, hold, sent);
      kept[hold.field] = hold.value;
      fields.push(hold.field);
    }
    written.push(kept as unknown as NewsItemInput);
    if (fields.length > 0) held.push({ id: item.id, lang: item.lang, fields, reason: 'corrected at the desk' });
  }
  return { items: written, held };
}
