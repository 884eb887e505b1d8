import type { NewsItemInput } from '../../../shared/types';
import { newsItemSchema } from './news-item-schema';

export interface ItemError {
  /** Position in the batch, from 0. */
  index: number;
  id?: string;
  lang?: string;
  reasons: string[];
}

export type BatchValidation = { ok: true; items: NewsItemInput[] } | { ok: false; errors: ItemError[] };

export const MAX_BATCH_ITEMS = 10_000;

/** The fields every version of one story must agree on. */
const SHARED_FIELDS = ['type', 'subtype', 'postTime', 'trendingScore', 'user_id', 'img_urls', 'video_thumbs', 'video_embed_link', 'news_author'] as const;

function label(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Checks every item and the batch as a whole. A batch with any invalid item is refused whole,
 * with every reason for every item, so that the sender can fix them all in one go.
 */
export function validateBatch(raw: readonly unknown[]): BatchValidation {
  if (raw.length === 0) return { ok: false, errors: [{ index: 0, reasons: ['the batch is empty'] }] };
  if (raw.length > MAX_BATCH_ITEMS) {
    return { ok: false, errors: [{ index: MAX_BATCH_ITEMS, reasons: [`a batch holds at most ${MAX_BATCH_ITEMS} items; split it`] }] };
  }
  const errors: ItemError[] = [];
  const items: NewsItemInput[] = [];
  const firstVersion = new Map<string, NewsItemInput>();
  const seen = new Set<string>();
  raw.forEach((value, index) => {
    const parsed = newsItemSchema.safeParse(value);
    const id = label(value, 'id');
    const lang = label(value, 'lang');
    const where = { index, ...(id === undefined ? {} : { id }), ...(lang === undefined ? {} : { lang }) };
    if (!parsed.success) {
      errors.push({ ...where, reasons: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`) });
      return;
    }
    const item: NewsItemInput = parsed.data;
    const reasons: string[] = [];
    const key = `${item.id}/${item.lang}`;
    if (seen.has(key)) reasons.push(`lang: the batch already has the ${item.lang} version of story ${item.id}`);
    seen.add(key);
    const first = firstVersion.get(item.id);
    if (first) {
      for (const field of SHARED_FIELDS) {
        if (JSON.stringify(first[field]) !== JSON.stringify(item[field])) {
          reasons.push(`${field}: differs from the ${first.lang} version of the same story in this batch`);
        }
      }
    } else {
      firstVersion.set(item.id, item);
    }
    if (reasons.length > 0) errors.push({ ...where, reasons });
    else items.push(item);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}
