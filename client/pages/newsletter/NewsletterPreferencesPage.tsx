import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import { NEWSLETTER_API, type NewsletterPreferences } from '../../../shared/newsletter';
import { NEWSLETTER_PROBLEM_PARAM, NEWSLETTER_SAVED_PARAM, newsletterPath, newsletterPreferencesPath, newsletterUnsubscribePath } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { choicesOf, NewsletterChoices } from '../../components/newsletter/NewsletterChoices';
import { sendJson } from '../../data/post-json';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AskAgain } from './AskAgain';
import { NewsletterFrame, NewsletterNotice } from './NewsletterFrame';
import { newsletterQueries } from './newsletter-queries';

type Outcome = 'saved' | 'invalid' | 'failed';

/**
 * /{lang}/newsletter/preferences?token=, reached by the signed link in every mail:
 * the topics, the frequency and the language. Without JavaScript the form posts to this address
 * and comes back saying it saved; with it, it saves in place.
 */
export default function NewsletterPreferencesPage() {
  const params = useParams();
  const lang = useLang();
  const { api } = useSite();
  const messages = useMessages();
  const t = useMessageSection('newsletter');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = newsletterQueries.preferences(api, token);
  const preferences = useQuery({ ...query, enabled: token !== '' });
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    searchParams.get(NEWSLETTER_SAVED_PARAM) === '1' ? 'saved' : searchParams.get(NEWSLETTER_PROBLEM_PARAM) === 'invalid' ? 'invalid' : null,
  );
  const [saving, setSaving] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  if (params.lang !== lang) return <NotFoundPage />;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const answer = await sendJson('PUT', NEWSLETTER_API.preferences, { token, ...choicesOf(event.currentTarget) });
    setSaving(false);
    if (answer.reached && answer.ok) queryClient.setQueryData(query.queryKey, answer.body as NewsletterPreferences);
    setOutcome(answer.reached && answer.ok ? 'saved' : answer.reached && answer.status === 400 ? 'invalid' : 'failed');
    requestAnimationFrame(() => notice.current?.focus());
  }

  const data = preferences.data;
  let body: React.ReactNode;
  if (token === '' || data === null) body = <AskAgain lang={lang} t={t} text={t.linkInvalid} />;
  else if (data) {
    const left = data.status === 'unsubscribed' || data.status === 'bounced';
    body = (
      <>
        {outcome ? (
          <NewsletterNotice tone={outcome === 'saved' ? 'success' : 'error'} noticeRef={notice}>
            {outcome === 'saved' ? t.saved : outcome === 'invalid' ? t.problems.invalid : t.failed}
          </NewsletterNotice>
        ) : null}
        {data.status === 'pending' ? <NewsletterNotice tone="info">{t.pending}</NewsletterNotice> : null}
        {left ? (
          <div className="xn-account-done">
            <NewsletterNotice tone="info">{t.unsubscribed}</NewsletterNotice>
            <SiteLink className="xn-button" to={newsletterPath(lang)}>
              {t.askAgain}
            </SiteLink>
          </div>
        ) : null}
        <p className="xn-newsletter-intro">{fill(t.preferencesFor, { email: data.email })}</p>
        <form className="xn-account-form" method="post" action={newsletterPreferencesPath(lang, token)} aria-busy={saving} onSubmit={save}>
          <NewsletterChoices
            idPrefix="xn-newsletter-preferences"
            values={{ topics: data.topics, frequency: data.frequency, lang: data.lang as LangCode }}
            withLanguage
            withFollowed={data.account}
          />
          <button type="submit" className="xn-button" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </form>
        {left ? null : (
          <p className="xn-newsletter-leave">
            <SiteLink to={newsletterUnsubscribePath(lang, token)}>{t.unsubscribeTitle}</SiteLink>
          </p>
        )}
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
    <NewsletterFrame path={newsletterPath(lang)} title={t.preferencesTitle}>
      {body}
    </NewsletterFrame>
  );
}
