import { displayName } from '../../../shared/display-name';
import { categoryFeedPath, languageFeedPath, articlePath, headLinks, listPath, searchPath } from '../../../shared/routes';
import { languageFeedTitle } from '../../../shared/feed-title';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import { LIST_SLUG_LENGTH } from '../../../shared/slug';
import type { ShellTranslations } from '../../../shared/message-sections';
import type { NewsItem, SiteConfig } from '../../../shared/types';
import { fill } from '../../../shared/fill-text';
import { isSharedImage } from '../../../shared/media-address';
import type { HeadData } from '../../components/PageHead';
import { imageVariantUrl } from '../../components/Image';

/** The publisher logo's size in structured data (spec §2). */
const LOGO = { width: 600, height: 60 } as const;

function absolute(config: SiteConfig, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${config.domainName}${url}` : url;
}

/**
 * The head of a news list: its title and description name the list ("Climate · World" for a
 * subtype), the canonical address leaves out ?page=, a subtype list is noindex (spec §2), and
 * the structured data describe the site.
 */
export function listHead(input: {
  config: SiteConfig;
  messages: ShellTranslations;
  lang: LangCode;
  type: string;
  subtype: string | null;
  label: string;
  items: readonly NewsItem[];
}): HeadData {
  const { config, messages, lang, type, subtype, label, items } = input;
  const { home } = messages.navigations;
  const links = headLinks(config, listPath(lang, type, subtype));
  const featuredImage = items[0]?.img_urls[0];
  const image = featuredImage && isSharedImage(featuredImage) ? absolute(config, imageVariantUrl(featuredImage, 'large')) : undefined;
  const description = fill(home.description, { type: label });
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.siteName,
    url: config.domainName,
    inLanguage: HREFLANG[lang],
    publisher: {
      '@type': 'Organization',
      name: config.news_publisher.name,
      url: config.news_publisher.url,
      logo: { '@type': 'ImageObject', url: absolute(config, config.news_publisher.logo), ...LOGO },
    },
    // Lets search engines offer a search box for the site.
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(config, searchPath(lang))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return {
    title: fill(home.title, { type: label, siteName: config.siteName }),
    description,
    keywords: home.keywords,
    ...links,
    noindex: subtype !== null,
    ogType: 'website',
    ...(image ? { image } : {}),
    jsonLd: website,
    // The list's feed (a subtype list has none: its category's stands in), named as its channel is.
    feeds: [
      { title: fill(home.title, { type: displayName(type, messages.navigations), siteName: config.siteName }), href: absolute(config, categoryFeedPath(lang, type)) },
      { title: languageFeedTitle(config.siteName, lang), href: absolute(config, languageFeedPath(lang)) },
    ],
  };
}

/** The stories of the page as a schema.org ItemList, beside the WebSite of the head. */
export function listItemsJsonLd(config: SiteConfig, lang: LangCode, label: string, canonical: string, items: readonly NewsItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: label,
    url: canonical,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(config, articlePath(lang, item.title, item.id, LIST_SLUG_LENGTH)),
      name: item.title,
    })),
  };
}
