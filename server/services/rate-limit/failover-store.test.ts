import { Writable } from 'node:stream';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILOVER_RETRY_MS, FailoverStore } from './failover-store';

/** A shared store that can be switched off, as Redis going away and coming back. */
class SwitchableStore implements Store {
  up = true;
  inits = 0;
  calls = 0;
  private readonly counts = new MemoryStore();

  private check(): void {
    this.calls += 1;
    if (!this.up) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  }
  async init(options: Options) {
    this.check();
    this.inits += 1;
    this.counts.init(options);
  }
  async increment(key: string) {
    this.check();
    return this.counts.increment(key);
  }
  async decrement(key: string) {
    this.check();
    await this.counts.decrement(key);
  }
  async resetKey(key: string) {
    this.check();
    await this.counts.resetKey(key);
  }
}

const options = { windowMs: 60_000 } as Options;

function setup(sharedUp = true) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(JSON.parse(chunk.toString('utf8')).msg as string); done(); } }));
  const shared = new SwitchableStore();
  shared.up = sharedUp;
  const store = new FailoverStore(shared, new MemoryStore(), logger, 'login-account');
  return { shared, store, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FailoverStore', () => {
  it('counts in the shared store while it works', async () => {
    const { shared, store } = setup();
    await store.init(options);
    expect((await store.increment('k')).totalHits).toBe(1);
    expect((await store.increment('k')).totalHits).toBe(2);
    expect(shared.calls).toBe(3);
    expect(store.localKeys).toBe(false);
    expect(store.prefix).toBe('login-account');
  });

  it('counts in the process while the shared store fails, says so once, and leaves it alone for a while', async () => {
    vi.useFakeTimers();
    const { shared, store, lines } = setup();
    await store.init(options);
    await store.increment('k');
    shared.up = false;
    const callsBefore = shared.calls;
    expect((await store.increment('k')).totalHits).toBe(1);
    expect((await store.increment('k')).totalHits).toBe(2);
    expect((await store.increment('k')).totalHits).toBe(3);
    // One failed try, then none until the retry time.
    expect(shared.calls - callsBefore).toBe(1);
    expect(lines.filter((line) => line.includes('redis failed'))).toHaveLength(1);

    shared.up = true;
    vi.advanceTimersByTime(FAILOVER_RETRY_MS + 1);
    expect((await store.increment('k')).totalHits).toBe(2);
    expect(lines.at(-1)).toBe('rate limits: redis is back, counting there again');
  });

  it('redoes a start that failed (the shared store down at start) once it is back', async () => {
    vi.useFakeTimers();
    const { shared, store } = setup(false);
    await store.init(options);
    expect(shared.inits).toBe(0);
    expect((await store.increment('k')).totalHits).toBe(1);
    shared.up = true;
    vi.advanceTimersByTime(FAILOVER_RETRY_MS + 1);
    expect((await store.increment('k')).totalHits).toBe(1);
    expect(shared.inits).toBe(1);
  });

  it('decrements where it can, and resets both', async () => {
    const { shared, store } = setup();
    await store.init(options);
    await store.increment('k');
    await store.increment('k');
    await store.decrement('k');
    expect((await store.increment('k')).totalHits).toBe(2);
    await store.resetKey('k');
    expect((await store.increment('k')).totalHits).toBe(1);
    expect(shared.up).toBe(true);
  });
});
