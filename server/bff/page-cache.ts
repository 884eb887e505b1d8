import type { AssetManifest } from './asset-manifest';
import { compressedSize, type CompressedPage } from './compressed-page';
import { createResponseCache, type ResponseCache, type ResponseCacheOptions } from '../services/cache/response-cache';

/**
 * A rendered page as stored: its status, its HTML compressed once, and its ETag; or the permanent
 * redirect the route asked for. A page is the same bytes for every reader (decision 037), so a
 * page rendered by one instance serves all of them, without compressing it again.
 */
export type RenderedPage = { status: number; body: CompressedPage; etag: string } | { redirect: string };

/** A render that must not be kept (its data failed to load, or it was cut off); it is still the answer to this request. */
export class UncacheablePage extends Error {
  constructor(readonly page: RenderedPage, reason: string) {
    super(reason);
  }
}

export type PageCache = ResponseCache<RenderedPage>;

const sizeOf = (page: RenderedPage) => ('redirect' in page ? page.redirect.length : compressedSize(page.body));

/** The response cache's settings, with its size in characters of compressed HTML (base64). */
export type PageCacheOptions = Omit<ResponseCacheOptions<RenderedPage>, 'name' | 'version' | 'maxSize' | 'sizeOf'> & { maxChars: number };

/**
 * A page names the build's hashed scripts and styles, so the shared store keeps pages per build
 * (its entry script's name): in a rolling deploy, an instance of the new build never serves a page
 * whose assets only the old one has, nor the old one the new build's.
 */
export function createPageCache(options: PageCacheOptions, build: AssetManifest): PageCache {
  return createResponseCache<RenderedPage>({ ...options, name: 'page', version: build.entry, maxSize: options.maxChars, sizeOf });
}
