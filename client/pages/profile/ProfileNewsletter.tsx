import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import { NEWSLETTER_API, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { AccountNewsletter } from '../../../shared/newsletter-api';
import { newsletterPath } from '../../../shared/routes';
import { choicesOf, NewsletterChoices } from '../../components/newsletter/NewsletterChoices';
import { accountNewsletter } from './account-newsletter-query';
import { sendJson } from '../../data/post-json';
import { useMessageSection, useMessages } from '../../data/use-messages';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The profile's newsletter section: the verified account address subscribed in one
 * click, with no second confirmation; the topics, frequency and language; unsubscribe.
 */
export function ProfileNewsletter({ lang }: { lang: LangCode }) {
  const messages = useMessages();
  const t = useMessageSection('newsletter');
  const queryClient = useQueryClient();
  const mine = useQuery(accountNewsletter);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  async function change(method: 'PUT' | 'DELETE', body?: unknown) {
    setSending(true);
    setOutcome(null);
    const answer = await sendJson(method, NEWSLETTER_API.mine, body);
    setSending(false);
    if (answer.reached && answer.ok) {
      const saved = answer.body as AccountNewsletter;
      queryClient.setQueryData(accountNewsletter.queryKey, saved);
      setOutcome({ tone: 'success', text: method === 'DELETE' ? t.unsubscribed : t.saved });
    } else {
      setOutcome({ tone: 'error', text: answer.reached && answer.status === 400 ? t.problems.invalid : t.failed });
    }
    requestAnimationFrame(() => notice.current?.focus());
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void change('PUT', choicesOf(event.currentTarget));
  };

  let body: React.ReactNode;
  const data = mine.data;
  if (mine.isError) body = <p className="xn-account-notice xn-account-notice-error" role="alert">{t.profileFailed}</p>;
  else if (!data) body = <p className="xn-status" role="status">{messages.common.loading}</p>;
  else {
    const subscription = data.subscription;
    const subscribed = subscription?.status === 'confirmed';
    if (!subscribed && !data.email) {
      body = (
        <p>
          {t.profileUnverified} <SiteLink to={newsletterPath(lang)}>{t.title}</SiteLink>
        </p>
      );
    } else {
      body = (
        <>
          <p>{subscribed && subscription ? fill(t.profileSubscribed, { email: subscription.email }) : t.profileNone}</p>
          <form className="xn-account-form" onSubmit={save} aria-busy={sending}>
            <NewsletterChoices
              idPrefix="xn-profile-newsletter"
              values={{ topics: subscription?.topics ?? [TOP_STORIES_TOPIC], frequency: subscription?.frequency ?? 'daily', lang: (subscription?.lang as LangCode | undefined) ?? lang }}
              withLanguage
              // Saved from the account, the subscription is the account's, so it may follow what the account follows.
              withFollowed
            />
            <div className="xn-account-actions">
              <button type="submit" className="xn-button" disabled={sending}>
                {subscribed ? t.save : fill(t.profileSubscribe, { email: data.email ?? '' })}
              </button>
              {subscribed ? (
                <button type="button" className="xn-button xn-button-quiet" disabled={sending} onClick={() => void change('DELETE')}>
                  {t.unsubscribe}
                </button>
              ) : null}
            </div>
          </form>
        </>
      );
    }
  }

  return (
    <section className="xn-profile-newsletter" aria-labelledby="xn-profile-newsletter-heading">
      <h2 id="xn-profile-newsletter-heading">{t.title}</h2>
      {outcome ? (
        <p ref={notice} tabIndex={-1} className={`xn-account-notice xn-account-notice-${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      ) : null}
      {body}
    </section>
  );
}
