import type { EdgeAdapter } from './edge-adapter';
import { sendPurgeRequest } from './purge-request';

/**
 * The keys of one PURGE request's header, in bytes: below Varnish's default limit on one request
 * header line (http_req_hdr_len, 8 KB), whatever the keys' lengths (at most 256 bytes each).
 */
const HEADER_BYTES = 6_000;

/** Keys in runs whose space-separated length stays within the header's budget. */
function headerRuns(keys: readonly string[]): string[] {
  const runs: string[] = [];
  let run = '';
  for (const key of keys) {
    if (run !== '' && Buffer.byteLength(run) + 1 + Buffer.byteLength(key) > HEADER_BYTES) {
      runs.push(run);
      run = '';
    }
    run = run === '' ? key : `${run} ${key}`;
  }
  if (run !== '') runs.push(run);
  return runs;
}

/**
 * Varnish with deploy/varnish/xnews.vcl: a PURGE request whose `xkey` header lists the keys, which
 * the VCL hands to xkey.softpurge, from an address its ACL lets purge. It answers 200 with how
 * many objects it purged.
 */
export function varnishAdapter(url: string): EdgeAdapter {
  return {
    kind: 'varnish',
    maxKeys: 256,
    async purge(keys, signal) {
      for (const run of headerRuns(keys)) {
        const outcome = await sendPurgeRequest('varnish', url, { method: 'PURGE', headers: { xkey: run }, signal });
        if (!outcome.ok) return outcome;
      }
      return { ok: true };
    },
  };
}
