import type { ReactNode } from 'react';
import { fill } from '../../../shared/fill-text';
import { useSite } from '../../app/site-context';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { useMessageSection } from '../../data/use-messages';

/**
 * A newsletter page: its heading and head, noindex (the canonical without the token), in the
 * account pages' card.
 */
export function NewsletterFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const newsletter = useMessageSection('newsletter');
  const { config } = useSite().bootstrap;
  return (
    <section className="xn-account xn-newsletter-page" aria-labelledby="xn-newsletter-heading">
      <AccountPageHead path={path} title={title} description={fill(newsletter.description, { siteName: config.siteName })} />
      <h1 id="xn-newsletter-heading">{title}</h1>
      {children}
    </section>
  );
}

/** A message the page opens with or a form's outcome: a status, or an alert for what went wrong. */
export function NewsletterNotice({ tone, children, noticeRef }: { tone: 'success' | 'error' | 'info'; children: ReactNode; noticeRef?: React.Ref<HTMLDivElement> }) {
  return (
    <div ref={noticeRef} className={`xn-account-notice xn-account-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </div>
  );
}
