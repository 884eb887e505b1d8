import type { Response } from 'express';
import { setEdgeKeys } from '../../http/edge-key-headers';

/*
 * Sitemaps and feeds are the same for everyone, so browsers and CDNs may keep them. Crawlers
 * and feed readers poll them, and a story that is a few minutes late in one is harmless, so a
 * CDN holds them for 15 minutes and may serve a stale copy for an hour while it refetches:
 * a crawl burst costs the database one query per file every quarter hour. A change purges them
 * at the edge by their keys (decision 037), and while we are down the edge keeps serving them for a day.
 */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600, stale-if-error=86400';

/** The Google News sitemap is about the last two days, and freshness is its point: a few minutes. */
export const NEWS_SITEMAP_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';

/** robots.txt changes only with a deploy. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

export const XML_TYPE = 'application/xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';

/**
 * Sends a generated document, filed at the edge under the dependency tags of what it lists
 * (news-tags.ts). Express gives it an ETag and answers a matching If-None-Match with 304, so a
 * poller that already has it gets no body.
 */
export function sendDocument(response: Response, body: string, headers: { type: string; cacheControl: string; tags: readonly string[] }): void {
  setEdgeKeys(response, headers.tags);
  response.set({ 'Content-Type': headers.type, 'Cache-Control': headers.cacheControl }).send(body);
}
