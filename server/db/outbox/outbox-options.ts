import { parseArgs } from 'node:util';
import type { OutboxQuery } from './read-outbox';

export const OUTBOX_DEFAULT_LIMIT = 10;
export const OUTBOX_MAX_LIMIT = 1000;

export const OUTBOX_USAGE = 'usage: npm run outbox [-- --limit N] [-- --to ADDRESS]   (N from 1 to 1000, default 10)';

export type OutboxOptions = { ok: true; query: OutboxQuery } | { ok: false; message: string };

/** `npm run outbox -- --limit 20 --to someone@example.com`, checked, with a clear message when wrong. */
export function parseOutboxOptions(argv: readonly string[]): OutboxOptions {
  let values: { limit?: string | undefined; to?: string | undefined };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { limit: { type: 'string' }, to: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${OUTBOX_USAGE}` };
  }
  let limit = OUTBOX_DEFAULT_LIMIT;
  if (values.limit !== undefined) {
    const raw = values.limit.trim();
    limit = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(limit >= 1 && limit <= OUTBOX_MAX_LIMIT)) {
      return { ok: false, message: `--limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}, got '${values.limit}'.\n${OUTBOX_USAGE}` };
    }
  }
  const to = values.to?.trim();
  if (values.to !== undefined && !to) return { ok: false, message: `--to needs an address or phone number.\n${OUTBOX_USAGE}` };
  return { ok: true, query: { limit, to } };
}
