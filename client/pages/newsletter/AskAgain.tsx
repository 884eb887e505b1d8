import { SiteLink } from '../../components/SiteLink';
import type { LangCode } from '../../../shared/languages';
import { newsletterPath } from '../../../shared/routes';
import type { NewsletterTranslations } from '../../../shared/translations';
import { NewsletterNotice } from './NewsletterFrame';

/** A link that does not (or no longer) work: said so, with the way to ask for a new one. */
export function AskAgain({ lang, t, text }: { lang: LangCode; t: NewsletterTranslations; text: string }) {
  return (
    <div className="xn-account-done">
      <NewsletterNotice tone="error">{text}</NewsletterNotice>
      <SiteLink className="xn-button" to={newsletterPath(lang)}>
        {t.askAgain}
      </SiteLink>
    </div>
  );
}
