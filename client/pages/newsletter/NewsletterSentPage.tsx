import { useParams } from 'react-router-dom';
import { newsletterSentPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { NewsletterFrame, NewsletterNotice } from './NewsletterFrame';

/** /{lang}/newsletter/sent: where a subscription from a form lands, the same for every address. */
export default function NewsletterSentPage() {
  const params = useParams();
  const lang = useLang();
  const t = useMessageSection('newsletter');
  if (params.lang !== lang) return <NotFoundPage />;
  return (
    <NewsletterFrame path={newsletterSentPath(lang)} title={t.sentTitle}>
      <NewsletterNotice tone="success">{t.checkInbox}</NewsletterNotice>
      <p className="xn-newsletter-intro">{t.sentBody}</p>
    </NewsletterFrame>
  );
}
