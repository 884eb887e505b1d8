import type { LangCode } from '../../../shared/languages';
import type { MonthlyStoryCount } from '../../services/feeds/feed-service';

export interface Total {
  stories: number;
  /** Epoch seconds of the newest change. */
  lastModified: number;
}

/** Sums the monthly counts by a key (lang, lang and month, …); counts whose key is null are skipped. */
export function totalsBy(counts: readonly MonthlyStoryCount[], keyOf: (count: MonthlyStoryCount) => string | null): Map<string, Total> {
  const totals = new Map<string, Total>();
  for (const count of counts) {
    const key = keyOf(count);
    if (key === null) continue;
    const total = totals.get(key);
    if (total) {
      total.stories += count.stories;
      total.lastModified = Math.max(total.lastModified, count.lastModified);
    } else {
      totals.set(key, { stories: count.stories, lastModified: count.lastModified });
    }
  }
  return totals;
}

/** The key of a language's month, as totalsBy takes it. */
export const langMonthKey = (lang: LangCode, month: string) => `${lang}/${month}`;
