import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { limiter, setRateKey } from '../auth/auth-rate-limits';
import { deskRequestOf } from './desk-access';

/** Desk changes one actor may make a minute: far above an editor at work, well below a runaway script. */
export const DESK_CHANGES_PER_MINUTE = 60;

/** Counted per actor (after requireDesk): the operations token is one actor, each staff member another. */
export function deskRateLimit(stores: RateLimitStores, logger: Logger): RequestHandler {
  const limited = limiter(
    { limit: DESK_CHANGES_PER_MINUTE, windowMs: 60_000, store: stores('deskChanges'), logger, name: 'deskChanges', byAddress: true },
    (wait) => `Too many desk changes. Please wait ${wait} and try again.`,
  );
  return (request, response, next) => {
    const { actor } = deskRequestOf(response);
    setRateKey(response, `desk:${actor.id ?? actor.name}`);
    return limited(request, response, next);
  };
}
