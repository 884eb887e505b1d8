import type { Agent } from 'node:http';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * The agents check the address DNS answered, at the moment of connecting, and connect to that
 * same address: a name that resolves to a public address when checked and to 10.0.0.5 when
 * connected (DNS rebinding) is still refused. No keep-alive: each fetch gets its own socket,
 * which a limit can destroy without touching another fetch.
 */
const PUBLIC_ONLY: Record<string, Agent> = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: false }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: false }),
};

/** For the hosts the operator named in MEDIA_PRIVATE_HOSTS only. The unspecified address stays refused. */
const PRIVATE_ALLOWED: Record<string, Agent> = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: false, allowPrivateIPAddress: true }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: false, allowPrivateIPAddress: true }),
};

/** host:port as the URL parser spells it (lower case, IPv6 in brackets, default port written out). */
function hostAndPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** An entry spelled as the operator wrote it ("LOCALHOST:8080", "127.1:80"), as hostAndPort spells it; undefined if it is no host:port. */
function normalisedEntry(entry: string): string | undefined {
  try {
    const url = new URL(`http://${entry.trim()}`);
    if (url.pathname !== '/' || url.search || url.username) return undefined;
    return hostAndPort(url);
  } catch {
    return undefined;
  }
}

/**
 * The agent for one http: or https: URL: one that may reach private addresses when the URL's
 * host:port is exactly one of privateHosts, else one that refuses them.
 */
export function upstreamAgent(url: URL, privateHosts: readonly string[]): Agent {
  const target = hostAndPort(url);
  const agents = privateHosts.some((entry) => normalisedEntry(entry) === target) ? PRIVATE_ALLOWED : PUBLIC_ONLY;
  const agent = agents[url.protocol];
  if (!agent) throw new Error(`no agent for ${url.protocol} addresses`);
  return agent;
}
