import { element, xmlDocument } from './xml';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const MEDIA_NS = 'http://search.yahoo.com/mrss/';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';

export interface RssChannel {
  title: string;
  /** The page the feed mirrors. */
  link: string;
  description: string;
  /** An RSS language code (feed-language.ts). */
  language: string;
  /** The feed's own address, for atom:link rel="self". */
  self: string;
  /** Epoch seconds of the newest change among the items. */
  lastBuild: number;
}

export interface RssItem {
  title: string;
  link: string;
  /** A permanent address of the story: it stays the same when the title (and so the slug) changes. */
  guid: string;
  /** Epoch seconds. */
  published: number;
  /** Plain text. */
  description: string;
  categories: readonly string[];
  creator: string;
  image?: { url: string; type: string | undefined } | undefined;
}

/** An RFC 822 date as RSS 2.0 wants it: 'Thu, 01 May 2025 12:00:00 GMT'. */
export function rfc822Date(epochSeconds: number): string {
  return new Date(Math.round(epochSeconds) * 1000).toUTCString();
}

/**
 * An RSS 2.0 document. The first image goes out as Media RSS media:content, which needs no
 * byte length (an RSS enclosure requires one, and we do not know the sizes of others' images).
 */
export function rssDocument(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items.map((item) =>
    element(
      'item',
      {},
      element('title', {}, item.title),
      element('link', {}, item.link),
      element('guid', { isPermaLink: 'true' }, item.guid),
      element('pubDate', {}, rfc822Date(item.published)),
      element('description', {}, item.description),
      ...item.categories.map((category) => element('category', {}, category)),
      element('dc:creator', {}, item.creator),
      item.image && element('media:content', { url: item.image.url, type: item.image.type, medium: 'image' }),
    ),
  );
  return xmlDocument(
    element(
      'rss',
      { version: '2.0', 'xmlns:atom': ATOM_NS, 'xmlns:media': MEDIA_NS, 'xmlns:dc': DC_NS },
      element(
        'channel',
        {},
        element('title', {}, channel.title),
        element('link', {}, channel.link),
        element('description', {}, channel.description),
        element('language', {}, channel.language),
        element('lastBuildDate', {}, rfc822Date(channel.lastBuild)),
        element('atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' }),
        ...entries,
      ),
    ),
  );
}
