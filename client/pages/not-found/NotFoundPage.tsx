import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { headLinks } from '../../../shared/routes';
import { useSite } from '../../app/site-context';

/** Spec §2: a title, a subtitle and a button back to /. Served with status 404. */
export function NotFoundPage() {
  const { notFound } = useMessages().navigations;
  const { config } = useSite().bootstrap;
  const { pathname } = useLocation();
  return (
    <section className="xn-not-found">
      <PageHead
        siteName={config.siteName}
        head={{ title: `${notFound.title} | ${config.siteName}`, description: notFound.subtitle, ...headLinks(config, pathname), alternates: [], noindex: true }}
      />
      <h1>{notFound.title}</h1>
      <p>{notFound.subtitle}</p>
      <SiteLink className="xn-button" to="/" reloadDocument>
        {notFound.homeLink}
      </SiteLink>
    </section>
  );
}
