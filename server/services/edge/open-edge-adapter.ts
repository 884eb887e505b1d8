import { cloudflareAdapter } from './cloudflare-adapter';
import type { EdgeAdapter } from './edge-adapter';
import type { EdgePurgeSettings } from './edge-purge-settings';
import { fastlyAdapter } from './fastly-adapter';
import { varnishAdapter } from './varnish-adapter';

/** The adapter EDGE_PURGE names; env.ts has checked that a CDN has its token. */
export function openEdgeAdapter({ kind, url, token = '' }: EdgePurgeSettings): EdgeAdapter {
  if (kind === 'fastly') return fastlyAdapter(url, token);
  if (kind === 'cloudflare') return cloudflareAdapter(url, token);
  return varnishAdapter(url);
}
