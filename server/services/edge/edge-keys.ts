import { createHash } from 'node:crypto';
import { ANY_STORY } from '../news/news-tags';

/*
 * The surrogate keys an edge cache (Varnish's xkey, Fastly, Cloudflare) files a response under,
 * and purges by: the response's dependency tags (decision 013), written so that every CDN takes
 * them. A change's purge maps its announced tags through the same function, so the keys match.
 */

/** The tightest limits among the CDNs: Cloudflare takes at most 50 tags a response... */
export const MAX_EDGE_KEYS = 50;
/** ...and Fastly at most 256 bytes a key (Cloudflare 1,024). */
export const MAX_EDGE_KEY_BYTES = 256;

/**
 * One tag as a key: '*' (any category or subtype) becomes 'all', since some CDNs take no
 * wildcard characters in a tag, and anything outside printable ASCII without spaces or commas
 * (which separate keys in every header) becomes '_'. A key still too long is named by its hash.
 */
export function edgeKey(tag: string): string {
  const key = tag.replaceAll('*', 'all').replace(/[^\x21-\x7e]|,/g, '_');
  return Buffer.byteLength(key) <= MAX_EDGE_KEY_BYTES ? key : `h:${createHash('sha256').update(tag).digest('hex')}`;
}

/** Tags of stories and of where they are listed, which the ANY_STORY tag stands for: every write of a story announces it too. */
const STORY_DERIVED = /^(?:story|list|archive):/;

/**
 * The keys of a response that depends on these tags, at most MAX_EDGE_KEYS. A response that
 * depends on more falls back to ANY_STORY in place of its stories' and lists' tags: purged by
 * every write, so never stale, only purged more often than it needs.
 */
export function edgeKeysOf(tags: Iterable<string>): string[] {
  const keys = [...new Set([...tags].map(edgeKey))];
  if (keys.length <= MAX_EDGE_KEYS) return keys;
  const others = keys.filter((key) => !STORY_DERIVED.test(key) && key !== ANY_STORY);
  return [ANY_STORY, ...others].slice(0, MAX_EDGE_KEYS);
}
