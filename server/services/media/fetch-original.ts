import { type FetchLimits, MEDIA_FETCH_LIMITS } from './media-limits';
import { requestUpstream } from './request-upstream';
import { upstreamAgent } from './upstream-agent';

/**
 * `reason` is a short sentence for an operator's list of failed images; `retry` says whether the
 * same fetch may succeed later (a timeout, a dropped connection, 5xx, 408, 429) or never will.
 */
export type FetchOutcome = { ok: true; body: Buffer; finalUrl: string } | { ok: false; reason: string; retry: boolean };

export interface FetchOriginalOptions {
  /** host:port entries (MEDIA_PRIVATE_HOSTS) that may be fetched although they are loopback or private. */
  privateHosts: readonly string[];
  /** Ends the fetch early, e.g. on shutdown; the outcome is then a failure to retry. */
  signal?: AbortSignal;
  /** The shared limits unless a test needs a smaller one. */
  limits?: Partial<FetchLimits>;
}

type Failure = { ok: false; reason: string; retry: boolean };

function failure(reason: string, retry: boolean): Failure {
  return { ok: false, reason, retry };
}

/** Why a URL is never fetched, whatever it answers: checked for the first address and every redirect. */
function urlRefusal(url: URL): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `refused: ${url.protocol} addresses are not fetched (only http and https)`;
  if (url.username || url.password) return 'refused: the address carries a user name or password';
  return undefined;
}

/** Follows redirects by hand, so that every address is checked again before it is requested. */
async function follow(start: URL, privateHosts: readonly string[], limits: FetchLimits, signal: AbortSignal): Promise<FetchOutcome | 'stopped'> {
  const visited = new Set<string>();
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const refusal = urlRefusal(url);
    if (refusal) return failure(redirects === 0 ? refusal : `redirected, then ${refusal}`, false);
    visited.add(url.href);
    const hop = await requestUpstream(url, { agent: upstreamAgent(url, privateHosts), maxBytes: limits.maxBytes, signal });
    switch (hop.kind) {
      case 'body':
        return { ok: true, body: hop.body, finalUrl: url.href };
      case 'failed':
        return failure(redirects === 0 ? hop.reason : `redirected, then ${hop.reason}`, hop.retry);
      case 'stopped':
        return 'stopped';
    }
    let next: URL;
    try {
      next = new URL(hop.location, url);
    } catch {
      return failure('redirected to an invalid address', false);
    }
    next.hash = '';
    if (visited.has(next.href)) return failure('redirects in a loop', false);
    if (redirects === limits.maxRedirects) return failure(`redirected more than ${limits.maxRedirects} times`, false);
    url = next;
  }
}

/**
 * Fetches an image's original bytes from an upstream platform, refusing any address that is not
 * public (unless its host:port is one of privateHosts) and stopping at the size and time limits.
 * One time limit covers the whole fetch, redirects and a slow drip of bytes included. Never
 * throws: every failure is an outcome with its reason.
 */
export async function fetchOriginal(url: string, options: FetchOriginalOptions): Promise<FetchOutcome> {
  let start: URL;
  try {
    start = new URL(url);
  } catch {
    return failure('refused: not a valid address', false);
  }
  start.hash = '';
  const limits: FetchLimits = {
    maxBytes: options.limits?.maxBytes ?? MEDIA_FETCH_LIMITS.maxBytes,
    timeLimitMs: options.limits?.timeLimitMs ?? MEDIA_FETCH_LIMITS.timeLimitMs,
    maxRedirects: options.limits?.maxRedirects ?? MEDIA_FETCH_LIMITS.maxRedirects,
  };
  const timeUp = new AbortController();
  const timer = setTimeout(() => timeUp.abort(), limits.timeLimitMs);
  const signal = options.signal ? AbortSignal.any([timeUp.signal, options.signal]) : timeUp.signal;
  try {
    const outcome = await follow(start, options.privateHosts, limits, signal);
    if (outcome !== 'stopped') return outcome;
    return timeUp.signal.aborted ? failure(`took longer than ${limits.timeLimitMs / 1000} s`, true) : failure('cancelled before it finished', true);
  } finally {
    clearTimeout(timer);
  }
}
