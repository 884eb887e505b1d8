import { absoluteImageUrls } from '../../../shared/article-media';
import { stripFootnotes } from '../../../shared/footnotes';
import type { LangCode } from '../../../shared/languages';
import { parseMediaAddress } from '../../../shared/media-address';
import { articlePath } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/types';

/** A path of this site as an absolute address on its configured domain. */
export function siteUrl(config: SiteConfig, path: string): string {
  return `${config.domainName}${path}`;
}

/**
 * The canonical address of a story version: the article page's own (article-head.ts), whose
 * slug comes from the title as the page shows it, footnote markers removed.
 */
export function articleUrl(config: SiteConfig, lang: LangCode, title: string, id: string): string {
  return siteUrl(config, articlePath(lang, stripFootnotes(title), id));
}

/** The images an article page shows, as absolute addresses on the site's domain. */
export function storyImageUrls(config: SiteConfig, story: { img_urls: readonly string[]; video_thumbs: readonly string[] }): string[] {
  return absoluteImageUrls(story, config, config.domainName);
}

const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/**
 * The media type of an image address: JPEG for one of ours, which answers JPEG to a client that
 * does not name a newer format (decision 035); else what its extension names, or undefined.
 */
export function imageType(url: string): string | undefined {
  if (parseMediaAddress(new URL(url).pathname)) return 'image/jpeg';
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}
