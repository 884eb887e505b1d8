import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageSizeForWidth } from '../../../shared/constants';
import { coveredCount, mayLoad, nextPageRequest, pageParam, restoreNeedsMore, type PageRequest } from './page-requests';

/** Every page size of spec §9, from the widths at its breakpoints. */
const SIZES = [...new Set([375, 700, 800, 1100, 1280].map(pageSizeForWidth))];

/** What the list asks for to restore ?page=N at `size` after the server's first page of `served`. */
function restore(served: number, restoreTo: number, size: number): PageRequest[] {
  const requests: PageRequest[] = [{ page: 1, size: served }];
  while (restoreNeedsMore(requests, restoreTo, size)) requests.push(nextPageRequest(requests, size));
  return requests;
}

describe('coveredCount', () => {
  it('is how far the furthest page reaches, whatever the order and sizes', () => {
    expect(coveredCount([])).toBe(0);
    expect(coveredCount([{ page: 1, size: 9 }])).toBe(9);
    expect(coveredCount([{ page: 1, size: 9 }, { page: 3, size: 4 }])).toBe(12);
    expect(coveredCount([{ page: 2, size: 9 }, { page: 1, size: 4 }])).toBe(18);
  });
});

describe('nextPageRequest', () => {
  it('follows on at the same size', () => {
    expect(nextPageRequest([{ page: 1, size: 9 }, { page: 2, size: 9 }], 9)).toEqual({ page: 3, size: 9 });
  });

  it('after a change of size, starts at or before the first story not loaded, never after it', () => {
    for (const before of SIZES) {
      for (const size of SIZES) {
        const next = nextPageRequest([{ page: 1, size: before }], size);
        const start = (next.page - 1) * size;
        expect(start).toBeLessThanOrEqual(before);
        expect(next.page * size).toBeGreaterThan(before);
      }
    }
  });
});

describe('restoring ?page=N', () => {
  it.each(SIZES)('at the server size of %i, asks for pages 2..N at that size and ends on page N', (size) => {
    expect(restore(size, 3, size).slice(1)).toEqual([{ page: 2, size }, { page: 3, size }]);
  });

  it('holds exactly N pages at the size in use, whatever size the server rendered, unless the first page alone holds more', () => {
    for (const served of SIZES) {
      for (const size of SIZES) {
        for (let restoreTo = 1; restoreTo <= MAX_PAGE; restoreTo += 1) {
          const requests = restore(served, restoreTo, size);
          expect(coveredCount(requests)).toBe(Math.max(served, restoreTo * size));
          // Every page fetched is at the size in use, and the last is the address's page itself.
          expect(requests.slice(1).every((request) => request.size === size)).toBe(true);
          if (requests.length > 1) expect(requests.at(-1)!.page).toBe(restoreTo);
        }
      }
    }
  });

  it('on a phone served the desktop page, ?page=2 needs nothing more and ?page=3 one page of 4', () => {
    const phone = pageSizeForWidth(375);
    const desktop = pageSizeForWidth(1280);
    expect(restore(desktop, 2, phone)).toEqual([{ page: 1, size: desktop }]);
    expect(restore(desktop, 3, phone)).toEqual([{ page: 1, size: desktop }, { page: 3, size: phone }]);
  });
});

describe('mayLoad', () => {
  const idle = { pending: false, failed: false, done: false, restoring: false };
  it("lets the reader load once the address's pages are in, and a restore step only while they are not", () => {
    expect(mayLoad(idle, 'reader')).toBe(true);
    expect(mayLoad(idle, 'restore')).toBe(false);
    expect(mayLoad({ ...idle, restoring: true }, 'reader')).toBe(false);
    expect(mayLoad({ ...idle, restoring: true }, 'restore')).toBe(true);
  });

  it('lets nothing load while a page is on its way, after a failure or at the end', () => {
    for (const stop of ['pending', 'failed', 'done'] as const) {
      for (const restoring of [false, true]) {
        for (const by of ['reader', 'restore'] as const) expect(mayLoad({ ...idle, restoring, [stop]: true }, by)).toBe(false);
      }
    }
  });
});

describe('pageParam', () => {
  it('reads ?page= within 1..12 (spec §9), and anything else as 1', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('12')).toBe(12);
    expect(pageParam('13')).toBe(12);
    expect(pageParam('1000')).toBe(12);
    for (const odd of ['0', '-2', '2.5', 'two', '', ' ']) expect(pageParam(odd)).toBe(1);
  });
});
