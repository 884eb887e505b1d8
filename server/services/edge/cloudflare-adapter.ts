import type { EdgeAdapter } from './edge-adapter';
import { sendPurgeRequest } from './purge-request';

/** Cloudflare's answer: a 200 may still say it failed. */
function succeeded(body: string): boolean {
  try {
    return (JSON.parse(body) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

/**
 * Cloudflare's purge by cache tag (POST /zones/{zone_id}/purge_cache, {"tags": [...]}), with an
 * API token as the bearer: at most 100 tags a call on every plan. It removes the copies, so the
 * next request for a purged page goes to the origin (decision 038 on the soft alternative).
 */
export function cloudflareAdapter(zoneUrl: string, token: string): EdgeAdapter {
  const url = `${zoneUrl.replace(/\/$/, '')}/purge_cache`;
  return {
    kind: 'cloudflare',
    maxKeys: 100,
    purge: (keys, signal) =>
      sendPurgeRequest(
        'cloudflare',
        url,
        { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: keys }), signal },
        succeeded,
      ),
  };
}
