import type { EdgeAdapter } from './edge-adapter';
import { sendPurgeRequest } from './purge-request';

/**
 * Fastly's batch purge by surrogate key (POST /service/{service_id}/purge): up to 256 keys a call,
 * authenticated by the Fastly-Key header. The keys go in the JSON body, which the API takes as
 * well as a Surrogate-Key header, so that no length of keys meets a header size limit.
 * Fastly-Soft-Purge marks the objects stale instead of dropping them, so Fastly may still serve
 * them while it fetches new ones, or when the origin fails (decision 038).
 */
export function fastlyAdapter(serviceUrl: string, token: string): EdgeAdapter {
  const url = `${serviceUrl.replace(/\/$/, '')}/purge`;
  return {
    kind: 'fastly',
    maxKeys: 256,
    purge: (keys, signal) =>
      sendPurgeRequest('fastly', url, {
        method: 'POST',
        headers: { 'Fastly-Key': token, 'Fastly-Soft-Purge': '1', 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ surrogate_keys: keys }),
        signal,
      }),
  };
}
