import type { EdgeKind, PurgeOutcome } from './edge-adapter';

/** What of an edge's error answer a log line keeps: enough to tell a bad token from an outage. */
const REASON_BODY_CHARS = 200;

/** RFC 9110 §10.2.3: Retry-After is a number of seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Sends one purge call and says what became of it. Any answer but a 2xx that `accepted` approves
 * (a 401, a 429, a 5xx), a timeout or a connection error is a failure the queue retries; the
 * edge's Retry-After comes with it. Never throws, and never puts the request's headers (the
 * token) in the reason.
 */
export async function sendPurgeRequest(
  kind: EdgeKind,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
  accepted: (body: string) => boolean = () => true,
): Promise<PurgeOutcome> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const body = await response.text();
    if (response.ok && accepted(body)) return { ok: true };
    const wait = retryAfterMs(response.headers.get('retry-after'));
    const reason = `${kind} answered ${response.status}: ${body.replace(/\s+/g, ' ').trim().slice(0, REASON_BODY_CHARS)}`;
    return { ok: false, reason, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = init.signal.aborted ? 'no answer in time' : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { ok: false, reason: `${kind} unreachable: ${detail}` };
  }
}
