import { MAX_PAGE } from '../../../shared/constants';

/** One page of a list as the API counts it: `page` (from 1) of `size` stories. */
export interface PageRequest {
  page: number;
  size: number;
}

/**
 * How many stories, from the top, the pages asked for so far cover. Each page starts at or
 * before the first story not yet covered (nextPageRequest), so they leave no gap.
 */
export function coveredCount(loaded: readonly PageRequest[]): number {
  return Math.max(0, ...loaded.map((request) => request.page * request.size));
}

/**
 * The next page at the current size, counted so that it starts at or before the first story not
 * yet loaded: when the size has changed since earlier pages, a few stories come twice and are
 * dropped, and none are skipped.
 */
export function nextPageRequest(loaded: readonly PageRequest[], size: number): PageRequest {
  return { page: Math.floor(coveredCount(loaded) / size) + 1, size };
}

/**
 * Whether an address's ?page=N is not yet restored: it stands for N pages at the size in use,
 * whatever size the pages already loaded had (the server renders the first page at its guess,
 * the cookie's size or the desktop one). Stories already there are never taken away, so a
 * first page larger than N pages holds as it is.
 */
export function restoreNeedsMore(loaded: readonly PageRequest[], restoreTo: number, size: number): boolean {
  return coveredCount(loaded) < restoreTo * size;
}

/** Where a list stands when something asks for its next page. */
export interface LoadState {
  pending: boolean;
  failed: boolean;
  done: boolean;
  /** The address's ?page= is not yet restored (restoreNeedsMore, until the reader loads). */
  restoring: boolean;
}

/**
 * Whether a next page may be asked for now. While the address's pages are still coming, the
 * reader's trigger waits for them, so that ?page= never moves back below what the address asked
 * for. A restore step is checked too: its timer can fire after a render that ended the restore
 * (the width's page size came after hydration) and before the effect that would have cleared it.
 */
export function mayLoad(now: LoadState, by: 'reader' | 'restore'): boolean {
  if (now.pending || now.failed || now.done) return false;
  return by === 'reader' ? !now.restoring : now.restoring;
}

/** The ?page= of an address, within 1..MAX_PAGE. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}
