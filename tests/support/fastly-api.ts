import { randomBytes } from 'node:crypto';
import { startCdnStandIn, type CdnStandIn } from './cdn-stand-in';

export const FASTLY_SERVICE_ID = 'SU1Z0isxPaozGVKXdv0eY';
/** Fastly's documented limit of one batch purge. */
export const FASTLY_MAX_KEYS = 256;

/**
 * Fastly's batch purge by surrogate key, as documented (POST /service/{service_id}/purge): the
 * API token in Fastly-Key, the keys in a Surrogate-Key header (space-separated) or a JSON body's
 * surrogate_keys, at most 256; Fastly-Soft-Purge: 1 for a soft purge. It answers a map of each
 * key to a purge id, and errors as {"msg": ...}.
 */
export function startFastlyApi(token: string): Promise<CdnStandIn> {
  return startCdnStandIn(
    `/service/${FASTLY_SERVICE_ID}`,
    (request, body) => {
      if (request.method !== 'POST' || request.url !== `/service/${FASTLY_SERVICE_ID}/purge`) return { status: 404, body: { msg: 'Record not found' } };
      if (request.headers['fastly-key'] !== token) return { status: 401, body: { msg: 'Provided credentials are missing or invalid' } };
      let keys: unknown = String(request.headers['surrogate-key'] ?? '').split(' ').filter(Boolean);
      if ((keys as string[]).length === 0) {
        try {
          keys = (JSON.parse(body) as { surrogate_keys?: unknown }).surrogate_keys;
        } catch {
          return { status: 400, body: { msg: 'Bad request', detail: 'the body is not JSON' } };
        }
      }
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string' && key.length > 0 && !/\s/.test(key))) {
        return { status: 400, body: { msg: 'Bad request', detail: 'no surrogate keys' } };
      }
      if (keys.length > FASTLY_MAX_KEYS) return { status: 400, body: { msg: 'Bad request', detail: `at most ${FASTLY_MAX_KEYS} keys` } };
      const purged = keys as string[];
      return { status: 200, body: Object.fromEntries(purged.map((key) => [key, randomBytes(8).toString('hex')])), keys: purged, soft: request.headers['fastly-soft-purge'] === '1' };
    },
    (status) => ({ msg: status === 429 ? 'Too many requests' : 'Service unavailable' }),
  );
}
