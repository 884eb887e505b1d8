import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const START = Date.UTC(2025, 5, 15, 12, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the query client', () => {
  it('answers a GET from its cache for 30 s, then asks again (spec §7, §9)', async () => {
    const client = createQueryClient();
    let fetched = 0;
    const read = () => client.fetchQuery({ queryKey: ['query-client-test'], queryFn: async () => ++fetched });
    expect(await read()).toBe(1);
    vi.setSystemTime(START + 29_999);
    expect(await read()).toBe(1);
    vi.setSystemTime(START + 30_000);
    expect(await read()).toBe(2);
    client.clear();
  });
});
