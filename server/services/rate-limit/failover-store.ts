import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from '../../logger';

/** After a failure, Redis is left alone this long before it is tried again. */
export const FAILOVER_RETRY_MS = 5_000;

/**
 * A shared store (Redis) with an in-process stand-in. While the shared store fails, counts go to
 * the stand-in: limits still hold, per instance, instead of every request passing unchecked
 * (fail open) or failing (fail closed). One line is logged when Redis goes and one when it is
 * back; in between it is retried every FAILOVER_RETRY_MS, so a hung Redis costs one command
 * timeout per retry, not one per request.
 */
export class FailoverStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private options: Options | undefined;
  private initialised = false;
  private skipUntil = 0;
  private down = false;

  constructor(
    private readonly shared: Store,
    private readonly standIn: Store,
    private readonly logger: Logger,
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  async init(options: Options): Promise<void> {
    this.options = options;
    await this.standIn.init?.(options);
    await this.attempt(async () => {
      await this.ensureInitialised();
    });
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const shared = await this.attempt(async () => {
      await this.ensureInitialised();
      return { value: await this.shared.get?.(key) };
    });
    return shared ? shared.value : this.standIn.get?.(key);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const shared = await this.attempt(async () => {
      await this.ensureInitialised();
      return { value: await this.shared.increment(key) };
    });
    return shared ? shared.value : this.standIn.increment(key);
  }

  async decrement(key: string): Promise<void> {
    const done = await this.attempt(async () => {
      await this.ensureInitialised();
      await this.shared.decrement(key);
      return { value: true };
    });
    if (!done) await this.standIn.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.standIn.resetKey(key);
    await this.attempt(async () => {
      await this.ensureInitialised();
      await this.shared.resetKey(key);
      return { value: true };
    });
  }

  async shutdown(): Promise<void> {
    await this.standIn.shutdown?.();
  }

  /** RedisStore loads its scripts in init; one that failed (Redis down at start) is redone here. */
  private async ensureInitialised(): Promise<void> {
    if (this.initialised || !this.options) return;
    await this.shared.init?.(this.options);
    this.initialised = true;
  }

  /** Runs work on the shared store unless it failed lately; undefined means "use the stand-in". */
  private async attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (Date.now() < this.skipUntil) return undefined;
    try {
      const result = await work();
      if (this.down) {
        this.down = false;
        this.logger.info({ rateLimit: { store: this.prefix } }, 'rate limits: redis is back, counting there again');
      }
      return result;
    } catch (error) {
      this.skipUntil = Date.now() + FAILOVER_RETRY_MS;
      if (!this.down) {
        this.down = true;
        this.logger.warn(
          { rateLimit: { store: this.prefix }, reason: (error as Error).message },
          'rate limits: redis failed, counting in this process until it is back',
        );
      }
      return undefined;
    }
  }
}
