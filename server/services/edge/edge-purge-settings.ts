import { isLoopbackHttp } from '../oauth/social-provider';
import type { EdgeKind } from './edge-adapter';

/** EDGE_PURGE, EDGE_PURGE_URL and EDGE_PURGE_TOKEN, checked together (env.ts). */
export interface EdgePurgeSettings {
  kind: EdgeKind;
  url: string;
  /** Fastly's API token or Cloudflare's; Varnish takes none (its VCL's ACL decides who may purge). */
  token: string | undefined;
}

/** The API base each CDN's purge address is made of: the service's, or the zone's. */
const API_BASE: Record<Exclude<EdgeKind, 'varnish'>, { path: RegExp; example: string }> = {
  fastly: { path: /\/service\/[A-Za-z0-9]+$/, example: 'https://api.fastly.com/service/SERVICE_ID' },
  cloudflare: { path: /\/zones\/[A-Za-z0-9]+$/, example: 'https://api.cloudflare.com/client/v4/zones/ZONE_ID' },
};

/**
 * Why these settings cannot purge, or undefined when they can: a URL the kind's API cannot be
 * reached at, or a CDN without its token. A CDN's API is https (http only on this machine, where
 * the tests' stand-ins listen); Varnish usually listens on a private network in plain http.
 */
export function edgePurgeProblem(kind: EdgeKind, url: string | undefined, token: string | undefined): string | undefined {
  if (url === undefined) return `EDGE_PURGE=${kind} needs EDGE_PURGE_URL: where the edge takes purges`;
  const parsed = URL.canParse(url) ? new URL(url.replace(/\/$/, '')) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search !== '' || parsed.hash !== '') {
    return `EDGE_PURGE_URL must be an http(s) address without query, got '${url}'`;
  }
  if (kind === 'varnish') return undefined;
  const { path, example } = API_BASE[kind];
  if (!path.test(parsed.pathname) || (parsed.protocol !== 'https:' && !isLoopbackHttp(parsed))) {
    return `EDGE_PURGE_URL must be ${kind}'s API base, e.g. ${example}, got '${url}'`;
  }
  if (token === undefined) return `EDGE_PURGE=${kind} needs EDGE_PURGE_TOKEN: the API token that may purge`;
  return undefined;
}
