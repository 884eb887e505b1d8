import { MEDIA_UNAVAILABLE, mediaAddress, type MediaSizes } from '../../../shared/media-address';

/**
 * The stored_media column of a query over stories s: what the site holds of each address the
 * story names, upstream or already ours (then by the hash in it). A few index lookups a story.
 */
export const STORED_MEDIA_SQL = `(SELECT jsonb_object_agg(u.url, CASE WHEN o.hash IS NULL THEN NULL ELSE jsonb_build_array(o.hash, o.width, o.height) END)
     FROM jsonb_array_elements_text(s.img_urls || s.video_thumbs) AS u(url)
     LEFT JOIN media_sources m ON m.url = u.url
     LEFT JOIN media_objects o ON o.hash = coalesce(m.hash, substring(u.url FROM '^/media/([0-9a-f]{64})/(?:large|medium|small)$')))`;

/** What the site holds of each upstream address a story names: [hash, width, height] once stored, null until then or when it failed. */
export type StoredMedia = Record<string, [string, number, number] | null>;

const isUpstream = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * What pages show for an address a story names, given the hash of the site's copy if it has one:
 * that copy's address; the placeholder's stand-in for an upstream image not stored (yet); a path
 * of this site as it is.
 */
export function shownAddress(url: string, hash: string | null | undefined): string {
  if (!isUpstream(url)) return url;
  return hash ? mediaAddress(hash) : MEDIA_UNAVAILABLE;
}

/**
 * The rewrite step of spec §3 "News item": each upstream image or video-thumbnail address
 * becomes the site's own copy (decision 035), and one not stored (yet) the placeholder's stand-in,
 * so that no page ever names the upstream's address. Paths on this site are kept as they are.
 */
function rewriteMediaUrls(urls: readonly string[], stored: StoredMedia | null, sizes: MediaSizes): string[] {
  return urls.map((url) => {
    const object = stored?.[url];
    const address = shownAddress(url, object?.[0]);
    if (object) sizes[address] = [object[1], object[2]];
    return address;
  });
}

/** A story's images and video thumbnails as pages show them, and the size of each the site holds. */
export function shownMedia(row: { img_urls: readonly string[]; video_thumbs: readonly string[]; stored_media: StoredMedia | null }): {
  img_urls: string[];
  video_thumbs: string[];
  media_sizes?: MediaSizes;
} {
  const sizes: MediaSizes = {};
  const img_urls = rewriteMediaUrls(row.img_urls, row.stored_media, sizes);
  const video_thumbs = rewriteMediaUrls(row.video_thumbs, row.stored_media, sizes);
  return Object.keys(sizes).length > 0 ? { img_urls, video_thumbs, media_sizes: sizes } : { img_urls, video_thumbs };
}
