import type { Response } from 'express';
import { edgeKeysOf } from '../services/edge/edge-keys';

/**
 * Files a shared response at the edge under what it depends on (decision 037), so that a change
 * purges exactly it: Surrogate-Key for Varnish (xkey) and Fastly, space-separated; Cache-Tag for
 * Cloudflare, comma-separated. Only for responses every reader may share.
 */
export function setEdgeKeys(response: Response, tags: Iterable<string>): void {
  const keys = edgeKeysOf(tags);
  if (keys.length === 0) return;
  response.set({ 'Surrogate-Key': keys.join(' '), 'Cache-Tag': keys.join(',') });
}
