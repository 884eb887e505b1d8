import { scriptSafeJson } from '../app/bootstrap';

export interface HeadData {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL. */
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex?: boolean;
  ogType?: 'website' | 'article';
  image?: string;
  jsonLd?: object;
  /** RSS feeds of the page, for feed readers' discovery; absolute URLs. */
  feeds?: { title: string; href: string }[];
}

/**
 * The head of one page. React 19 hoists title, meta and link into <head> on the server and
 * replaces them on client navigation, so each page states its own head where its data is.
 */
export function PageHead({ head, siteName }: { head: HeadData; siteName: string }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {head.feeds?.map((feed) => <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />)}
      <meta name="robots" content={head.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {head.image ? <meta name="twitter:image" content={head.image} /> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD through scriptSafeJson, which escapes every '<' so that nothing in it can close the element. */}
      {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(head.jsonLd) }} /> : null}
    </>
  );
}
