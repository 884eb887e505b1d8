import { jsonLdDescription, metaDescription } from '../../../shared/article-text';
import { hreflangAlternates, articlePath } from '../../../shared/routes';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import { isSharedImage } from '../../../shared/media-address';
import type { NewsAuthor, NewsItem, SiteConfig } from '../../../shared/types';
import type { HeadData } from '../../components/PageHead';
import { imageVariantUrl } from '../../components/Image';
import { httpUrl } from '../../../shared/citations';
import { isoTime } from './article-date';
import type { StoryTitles } from '../../../shared/news-api';

/** The publisher logo's size in structured data (spec §2). */
export const PUBLISHER_LOGO = { width: 600, height: 60 } as const;
/** Google shows at most this much of a headline. */
const HEADLINE_LENGTH = 110;

export function absoluteUrl(config: SiteConfig, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${config.domainName}${url}` : url;
}

/** The story's images as absolute addresses of their large variant, for og:image and JSON-LD. */
export function storyImages(config: SiteConfig, item: NewsItem): string[] {
  return [...item.img_urls, ...item.video_thumbs].filter(isSharedImage).map((url) => absoluteUrl(config, imageVariantUrl(url, 'large')));
}

/** The story's author, else the site's newsroom; an address only when it is http(s). */
export function storyAuthor(config: SiteConfig, item: NewsItem): { name: string; url: string | null } {
  const author: NewsAuthor = item.news_author?.name?.trim() ? item.news_author : config.news_author;
  return { name: author.name.trim(), url: httpUrl(author.url ?? '') };
}

/**
 * The address that speaks for this story in this language: itself, or the version the reader was
 * given instead (English) when the story does not exist in the route's language (spec §2).
 */
export function canonicalArticlePath(routeLang: LangCode, item: NewsItem): string {
  return articlePath(item.lang === routeLang ? routeLang : item.lang, item.title, item.id);
}

function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/** schema.org NewsArticle with spec §2's lengths: a 200-character description and a 600×60 logo. */
export function newsArticleJsonLd(config: SiteConfig, item: NewsItem, canonical: string, section: string): object {
  const author = storyAuthor(config, item);
  const published = isoTime(item.postTime);
  const notes = item.corrections ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    headline: cut(item.title, HEADLINE_LENGTH),
    description: jsonLdDescription(item.news),
    datePublished: published,
    // A correction or clarification changes the story for its readers (decision 033).
    dateModified: notes.at(-1)?.at ?? published,
    ...(notes.length > 0 ? { correction: notes.map((note) => ({ '@type': 'CorrectionComment', text: note.note, datePublished: note.at })) } : {}),
    inLanguage: HREFLANG[item.lang],
    articleSection: section,
    image: storyImages(config, item),
    author: [{ '@type': author.url ? 'Person' : 'Organization', name: author.name, ...(author.url ? { url: author.url } : {}) }],
    publisher: {
      '@type': 'Organization',
      name: config.news_publisher.name,
      url: config.news_publisher.url,
      logo: { '@type': 'ImageObject', url: absoluteUrl(config, config.news_publisher.logo), ...PUBLISHER_LOGO },
    },
  };
}

/**
 * The head of an article page: its title, the first 270 characters of its body as description
 * (spec §2), canonical, hreflang alternates from the story's languages (cn as zh-Hans, tw as
 * zh-Hant, x-default to English), og:type article, its first image and NewsArticle JSON-LD.
 * A fallback page (the English story under another language's address) names the English page
 * as canonical and claims no alternates of its own.
 */
export function articleHead(input: {
  config: SiteConfig;
  routeLang: LangCode;
  item: NewsItem;
  titles: StoryTitles | undefined;
  keywords: string;
  section: string;
}): HeadData {
  const { config, routeLang, item, titles, keywords, section } = input;
  const canonical = absoluteUrl(config, canonicalArticlePath(routeLang, item));
  const fallback = item.lang !== routeLang;
  // Without a version's title (after a client navigation) its id-only address stands in: it redirects to the slug.
  const alternates = fallback ? [] : hreflangAlternates(item.avail_langs, (lang) => absoluteUrl(config, articlePath(lang, titles?.[lang] ?? '', item.id)));
  const image = storyImages(config, item)[0];
  return {
    title: `${item.title} | ${config.siteName}`,
    description: metaDescription(item.news) || metaDescription(item.summary),
    keywords,
    canonical,
    alternates,
    ogType: 'article',
    ...(image ? { image } : {}),
    jsonLd: newsArticleJsonLd(config, item, canonical, section),
  };
}
