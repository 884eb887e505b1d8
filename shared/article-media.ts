import { MEDIA_UNAVAILABLE } from './media-address';
import { isSafeMediaUrl } from './safe-url';
import type { NewsItem } from './types';

/** One iframe an embed may show, as the embed sanitiser leaves it. */
export interface EmbedFrame {
  /** An allowed player address (shared/embed-policy.ts). */
  src: string;
  /** The iframe's own title, when it had one. */
  title: string;
}

/** A media entry of the article carousel (spec §3 "Media entry"): image, video thumbnail or embed. */
export type MediaEntry =
  | { type: 'image'; url: string }
  | { type: 'video'; url: string }
  | { type: 'embed'; url: string; frame: EmbedFrame };

/**
 * The carousel's entries: the story's images, then its video thumbnails, then the players its
 * embed HTML holds once sanitised. Addresses that could not safely be an <img src> are left out,
 * duplicates once. The site's embedImage and embedVideo flags switch images and players off.
 */
export function mediaEntries(
  item: Pick<NewsItem, 'img_urls' | 'video_thumbs'>,
  frames: readonly EmbedFrame[],
  options: { embedImage: boolean; embedVideo: boolean },
): MediaEntry[] {
  const seen = new Set<string>();
  const entries: MediaEntry[] = [];
  const add = (type: 'image' | 'video', urls: readonly unknown[]) => {
    for (const url of urls) {
      if (!isSafeMediaUrl(url) || seen.has(url)) continue;
      seen.add(url);
      entries.push({ type, url });
    }
  };
  if (options.embedImage) add('image', item.img_urls ?? []);
  add('video', item.video_thumbs ?? []);
  if (options.embedVideo) {
    for (const frame of frames) {
      if (seen.has(frame.src)) continue;
      seen.add(frame.src);
      entries.push({ type: 'embed', url: frame.src, frame });
    }
  }
  return entries;
}

/**
 * The images an article page shows (its images unless the site turns them off, then its video
 * thumbnails; unsafe addresses, repeats and those not stored yet left out), as absolute,
 * percent-encoded addresses on origin: what feeds, mails and crawlers are given.
 */
export function absoluteImageUrls(
  story: { img_urls: readonly string[]; video_thumbs: readonly string[] },
  options: { embedImage: boolean; embedVideo: boolean },
  origin: string,
): string[] {
  const urls: string[] = [];
  for (const entry of mediaEntries({ img_urls: [...story.img_urls], video_thumbs: [...story.video_thumbs] }, [], options)) {
    if (entry.url === MEDIA_UNAVAILABLE) continue;
    try {
      urls.push(new URL(entry.url, origin).href);
    } catch {
      // An address no URL parser accepts cannot be fetched by a reader or a crawler either.
    }
  }
  return urls;
}

/** The next position in a carousel of total entries, wrapping at both ends (spec §2). */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
