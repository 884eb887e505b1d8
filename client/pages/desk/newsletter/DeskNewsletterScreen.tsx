import { useQuery } from '@tanstack/react-query';
import { DESK_API } from '../../../../shared/desk-api';
import type { DeskNewsletterAnswer } from '../../../../shared/desk-newsletter-answers';
import { useLang } from '../../../app/use-lang';
import { useMessageSection } from '../../../data/use-messages';
import { DeskProblem } from '../DeskProblem';
import { deskGet, deskRetry } from '../desk-call';
import { EditionsTable, SubscribersTable } from './NewsletterTables';
import { SendEdition } from './SendEdition';
import '../../../styles/desk-records.css';

const NEWSLETTER_KEY = ['desk', 'newsletter'] as const;

/**
 * /{lang}/desk/newsletter (decision 033): the subscribers by language, frequency and status, the
 * latest editions with how their mails went, and "send now", after which both tables are read again.
 */
export function DeskNewsletterScreen() {
  const lang = useLang();
  const { newsletter: texts, shell } = useMessageSection('desk');
  const overview = useQuery({ queryKey: NEWSLETTER_KEY, queryFn: () => deskGet<DeskNewsletterAnswer>(DESK_API.newsletter), retry: deskRetry });
  let tables = null;
  if (overview.isError) tables = <DeskProblem error={overview.error} retry={() => void overview.refetch()} />;
  else if (overview.isPending) tables = <p className="xn-status" role="status">{shell.loading}</p>;
  else {
    tables = (
      <>
        <SubscribersTable subscribers={overview.data.subscribers} texts={texts} />
        <EditionsTable lang={lang} editions={overview.data.editions} texts={texts} />
      </>
    );
  }
  return (
    <section className="xn-desk-records" aria-labelledby="xn-newsletter-heading">
      <h1 id="xn-newsletter-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      {tables}
      <SendEdition texts={texts} newsletterKey={NEWSLETTER_KEY} />
    </section>
  );
}
