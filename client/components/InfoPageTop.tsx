import { HREFLANG, type LangCode } from '../../shared/languages';
import { headLinks, trendingPath } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { Breadcrumb } from './Breadcrumb';
import { PageHead } from './PageHead';

/**
 * The head and the trending breadcrumb of an information page (spec §2: "Info pages have a
 * trending breadcrumb"); the breadcrumb's last part is the page's h1.
 */
export function InfoPageTop(props: {
  lang: LangCode;
  path: string;
  title: string;
  description: string;
  trendingLabel: string;
  /** schema.org type of the page, when it has one (AboutPage, ContactPage). */
  schemaType?: string;
}) {
  const { config } = useSite().bootstrap;
  const links = headLinks(config, props.path);
  const jsonLd = props.schemaType
    ? { '@context': 'https://schema.org', '@type': props.schemaType, name: props.title, url: links.canonical, inLanguage: HREFLANG[props.lang] }
    : undefined;
  return (
    <>
      <PageHead siteName={config.siteName} head={{ title: `${props.title} | ${config.siteName}`, description: props.description, ...links, ...(jsonLd ? { jsonLd } : {}) }} />
      <Breadcrumb
        headingCurrent
        crumbs={[
          { label: props.trendingLabel, href: trendingPath(props.lang) },
          { label: props.title, href: props.path },
        ]}
      />
    </>
  );
}
