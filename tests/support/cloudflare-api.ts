import { randomBytes } from 'node:crypto';
import { startCdnStandIn, type CdnStandIn } from './cdn-stand-in';

export const CLOUDFLARE_ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';
/** Cloudflare's documented limit of tags one purge call takes, on every plan. */
export const CLOUDFLARE_MAX_TAGS = 100;

const failure = (code: number, message: string) => ({ success: false, errors: [{ code, message }], messages: [], result: null });

/**
 * Cloudflare's purge by cache tag, as documented (POST /client/v4/zones/{zone_id}/purge_cache):
 * an API token as the bearer, a JSON body {"tags": [...]} of at most 100 tags. It answers
 * Cloudflare's envelope: {"success": true, "errors": [], "messages": [], "result": {"id": ...}}.
 */
export function startCloudflareApi(token: string): Promise<CdnStandIn> {
  const base = `/client/v4/zones/${CLOUDFLARE_ZONE_ID}`;
  return startCdnStandIn(
    base,
    (request, body) => {
      if (request.method !== 'POST' || request.url !== `${base}/purge_cache`) return { status: 404, body: failure(7003, 'Could not route to the requested path') };
      if (request.headers.authorization !== `Bearer ${token}`) return { status: 401, body: failure(10000, 'Authentication error') };
      if (!String(request.headers['content-type']).startsWith('application/json')) return { status: 400, body: failure(1012, 'Request must contain JSON') };
      let tags: unknown;
      try {
        tags = (JSON.parse(body) as { tags?: unknown }).tags;
      } catch {
        return { status: 400, body: failure(1012, 'Request must contain JSON') };
      }
      if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => typeof tag === 'string' && tag.length > 0 && !/[\s,]/.test(tag))) {
        return { status: 400, body: failure(1012, 'tags must be a list of tags') };
      }
      if (tags.length > CLOUDFLARE_MAX_TAGS) return { status: 400, body: failure(1012, `at most ${CLOUDFLARE_MAX_TAGS} tags a call`) };
      return { status: 200, body: { success: true, errors: [], messages: [], result: { id: randomBytes(16).toString('hex') } }, keys: tags as string[] };
    },
    (status) => (status === 429 ? failure(971, 'Please wait and consider throttling your request speed') : failure(10001, 'Service unavailable')),
  );
}
