import type { FooterTranslations } from '../../../shared/translations';

/**
 * The newsletter box of spec §2: a labelled email input and an arrow button. A plain form post,
 * so it works before and without JavaScript; the endpoint arrives with the newsletter issue.
 */
export function NewsletterForm({ footer }: { footer: FooterTranslations }) {
  return (
    <form className="xn-newsletter" method="post" action="/api/public/newsletter">
      <label className="xn-footer__heading" htmlFor="xn-newsletter-email">
        {footer.subscribe}
      </label>
      <div className="xn-newsletter__row">
        <input id="xn-newsletter-email" type="email" name="email" required autoComplete="email" placeholder={footer.newsletterPlaceholder} />
        <button type="submit" aria-label={footer.newsletterButton}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
