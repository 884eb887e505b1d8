import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_API, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import { NEWSLETTER_PROBLEM_PARAM, NEWSLETTER_PROBLEMS, newsletterPath, newsletterSentPath, type NewsletterProblem } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { choicesOf, NewsletterChoices } from '../../components/newsletter/NewsletterChoices';
import { subscribeNewsletter, subscribeOutcomeText, type SubscribeOutcome } from '../../components/newsletter/subscribe-newsletter';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { NewsletterFrame, NewsletterNotice } from './NewsletterFrame';

const OUTCOME_OF_PROBLEM: Record<NewsletterProblem, SubscribeOutcome> = { invalid: 'invalid', 'rate-limited': 'rate-limited', unavailable: 'unavailable' };

function problemOf(value: string | null): SubscribeOutcome | null {
  return NEWSLETTER_PROBLEMS.find((problem) => problem === value) ? OUTCOME_OF_PROBLEM[value as NewsletterProblem] : null;
}

/**
 * /{lang}/newsletter: the address, the topics and the frequency. Without JavaScript
 * the form posts to the API, which answers with the "check your inbox" page, or with this page
 * again and ?problem= saying what went wrong; with it, the same request goes as JSON.
 */
export default function NewsletterPage() {
  const params = useParams();
  const lang = useLang();
  const t = useMessageSection('newsletter');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(() => problemOf(searchParams.get(NEWSLETTER_PROBLEM_PARAM)));
  const [sending, setSending] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);

  if (params.lang !== lang) return <NotFoundPage />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setSending(true);
    setOutcome(null);
    const answer = await subscribeNewsletter({ email: typeof email === 'string' ? email : '', lang, ...choicesOf(form) });
    setSending(false);
    if (answer === 'sent') navigate(newsletterSentPath(lang));
    else setOutcome(answer);
  }

  return (
    <NewsletterFrame path={newsletterPath(lang)} title={t.title}>
      <p className="xn-newsletter-intro">{t.intro}</p>
      {outcome && outcome !== 'sent' ? (
        <NewsletterNotice tone="error" noticeRef={notice}>
          {subscribeOutcomeText(outcome, t)}
        </NewsletterNotice>
      ) : null}
      <form className="xn-account-form" method="post" action={NEWSLETTER_API.subscribe} aria-busy={sending} onSubmit={submit}>
        <input type="hidden" name="lang" value={lang} />
        <div className="xn-field">
          <label htmlFor="xn-newsletter-page-email">{t.email}</label>
          <input id="xn-newsletter-page-email" type="email" name="email" required autoComplete="email" maxLength={254} />
        </div>
        <NewsletterChoices idPrefix="xn-newsletter-page" values={{ topics: [TOP_STORIES_TOPIC], frequency: 'daily', lang }} withLanguage={false} />
        <button type="submit" className="xn-button" disabled={sending}>
          {sending ? t.subscribing : t.subscribe}
        </button>
      </form>
    </NewsletterFrame>
  );
}
