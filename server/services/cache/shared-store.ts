/**
 * A cache that every instance of the site reads and writes (Redis when REDIS_URL is set). It may
 * be down: get then answers undefined and set does nothing, so callers simply work without it.
 */
export interface SharedStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}
