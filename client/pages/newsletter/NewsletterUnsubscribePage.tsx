import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { fill } from '../../../shared/fill-text';
import { NEWSLETTER_API, type NewsletterPreferences } from '../../../shared/newsletter';
import { newsletterPath, newsletterUnsubscribePath } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { postJson } from '../../data/post-json';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AskAgain } from './AskAgain';
import { NewsletterFrame, NewsletterNotice } from './NewsletterFrame';
import { newsletterQueries } from './newsletter-queries';

/**
 * /{lang}/newsletter/unsubscribe?token=, the List-Unsubscribe address of every
 * mail: one button. Without JavaScript it posts to this address, which unsubscribes and comes
 * back here; with it, the same is done in place. Either way the page then says it is done.
 */
export default function NewsletterUnsubscribePage() {
  const params = useParams();
  const lang = useLang();
  const { api } = useSite();
  const messages = useMessages();
  const t = useMessageSection('newsletter');
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const query = newsletterQueries.preferences(api, token);
  const preferences = useQuery({ ...query, enabled: token !== '' });
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  if (params.lang !== lang) return <NotFoundPage />;

  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailed(false);
    const answer = await postJson(NEWSLETTER_API.unsubscribe, { token });
    setSending(false);
    if (answer.reached && answer.ok) {
      queryClient.setQueryData(query.queryKey, answer.body as NewsletterPreferences);
      requestAnimationFrame(() => done.current?.focus());
    } else setFailed(true);
  }

  const data = preferences.data;
  let body: React.ReactNode;
  if (token === '' || data === null) body = <AskAgain lang={lang} t={t} text={t.linkInvalid} />;
  else if (data && (data.status === 'unsubscribed' || data.status === 'bounced')) {
    body = (
      <div className="xn-account-done">
        <NewsletterNotice tone="success" noticeRef={done}>
          {t.unsubscribed}
        </NewsletterNotice>
        <SiteLink className="xn-button xn-button-quiet" to={newsletterPath(lang)}>
          {t.askAgain}
        </SiteLink>
      </div>
    );
  } else if (data) {
    body = (
      <>
        {failed ? <NewsletterNotice tone="error">{t.failed}</NewsletterNotice> : null}
        <p className="xn-newsletter-intro">{fill(t.unsubscribeQuestion, { email: data.email })}</p>
        <form className="xn-account-form" method="post" action={newsletterUnsubscribePath(lang, token)} aria-busy={sending} onSubmit={unsubscribe}>
          <button type="submit" className="xn-button" disabled={sending}>
            {sending ? t.unsubscribing : t.unsubscribe}
          </button>
        </form>
      </>
    );
  } else if (preferences.isError) body = <NewsletterNotice tone="error">{t.problems.unavailable}</NewsletterNotice>;
  else {
    body = (
      <p className="xn-status" role="status">
        {messages.common.loading}
      </p>
    );
  }
  return (
    <NewsletterFrame path={newsletterPath(lang)} title={t.unsubscribeTitle}>
      {body}
    </NewsletterFrame>
  );
}
