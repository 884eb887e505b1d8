import { describe, expect, it } from 'vitest';
import { cacheBudgetChars } from './cache-budget';

describe('cacheBudgetChars', () => {
  it('gives each cache level a sixteenth of the heap limit, at most 64 Mi characters', () => {
    const mib = 1024 * 1024;
    // The heap of `npm start` (--max-old-space-size=192, plus the young generation).
    expect(cacheBudgetChars(204 * mib)).toBe(Math.floor((204 * mib) / 16));
    expect(cacheBudgetChars(4096 * mib)).toBe(64 * mib);
  });
});
