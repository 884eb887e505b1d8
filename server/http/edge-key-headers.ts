import type { Response } from 'express';
import { edgeKeysOf } from '../services/edge/edge-keys';

/**
 * Set by the edge on its fetches (deploy/varnish/xnews.vcl): it keeps what it gets for the
 * response's s-maxage, so a page whose content changed is rendered anew for it, not handed over
 * as the changed copy a reader gets at once (decision 013). A client that sends it itself only
 * waits for that one render, which happens anyway.
 */
export const EDGE_FETCH_HEADER = 'xnews-edge-fetch';

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
