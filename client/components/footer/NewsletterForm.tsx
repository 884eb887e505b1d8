import { useState, type FormEvent } from 'react';
import type { LangCode } from '../../../shared/languages';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import type { FooterTranslations } from '../../../shared/translations';
import type { SubscribeOutcomeTexts } from '../../../shared/message-sections';

/**
 * The newsletter box of spec §2: a labelled email input and an arrow button. Without
 * JavaScript it is a plain form post, which lands on the "check your inbox" page in the page's
 * language (the hidden lang field); with it, the same request goes as JSON and the same notice
 * appears below the box, in a live region that screen readers announce.
 */
export function NewsletterForm({ footer, newsletter, lang }: { footer: FooterTranslations; newsletter: SubscribeOutcomeTexts; lang: LangCode }) {
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setSending(true);
    setNotice(null);
    // Loaded when a reader first subscribes, not with every page.
    const { subscribeNewsletter, subscribeOutcomeText } = await import('../newsletter/subscribe-newsletter');
    const answer = await subscribeNewsletter({ email: typeof email === 'string' ? email : '', lang });
    setSending(false);
    setNotice({ text: subscribeOutcomeText(answer, newsletter), error: answer !== 'sent' });
    if (answer === 'sent') form.reset();
  }

  return (
    <form className="xn-newsletter" method="post" action={NEWSLETTER_API.subscribe} aria-busy={sending || undefined} onSubmit={submit}>
      <label className="xn-footer__heading" htmlFor="xn-newsletter-email">
        {footer.subscribe}
      </label>
      <input type="hidden" name="lang" value={lang} />
      <div className="xn-newsletter__row">
        <input id="xn-newsletter-email" type="email" name="email" required autoComplete="email" placeholder={footer.newsletterPlaceholder} aria-describedby="xn-newsletter-notice" />
        <button type="submit" aria-label={footer.newsletterButton} disabled={sending}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {/* Always present, so that a screen reader announces what appears in it. */}
      <p id="xn-newsletter-notice" className={`xn-newsletter__notice${notice?.error ? ' xn-newsletter__notice--error' : ''}`} role="status">
        {notice?.text ?? null}
      </p>
    </form>
  );
}
