import { SiteLink } from '../../components/SiteLink';
import type { LangCode } from '../../../shared/languages';
import { useSite } from '../../app/site-context';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { archiveHead } from './archive-head';
import { archiveLandingPath } from '../../../shared/routes';

/**
 * An archive address that names no page: 'Invalid category' or 'Invalid archive parameters.'
 * (spec §2, served with 404), with the value at fault and a way back to the archive.
 */
export function ArchiveNotice({ lang, path, message, detail }: { lang: LangCode; path: string; message: string; detail?: string }) {
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const { archive, navigations } = messages;
  return (
    <section className="xn-archive">
      <PageHead siteName={config.siteName} head={archiveHead({ config, messages, lang, subject: message, path, noindex: true })} />
      <p className="xn-archive-kicker">{navigations.archive.title}</p>
      <h1 className="xn-archive-title">{message}</h1>
      {detail ? (
        <p className="xn-archive-detail">
          <code>{detail}</code>
        </p>
      ) : null}
      <p className="xn-archive-actions">
        <SiteLink className="xn-button" to={archiveLandingPath(lang)}>
          {archive.backToArchive}
        </SiteLink>
      </p>
    </section>
  );
}
