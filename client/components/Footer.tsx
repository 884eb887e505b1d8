import { SiteLink } from './SiteLink';
import { fill } from '../../shared/fill-text';
import { archiveLandingPath, trendingPath } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { useLang } from '../app/use-lang';
import { useMessages } from '../data/use-messages';
import { FollowUs } from './footer/FollowUs';
import { FooterLinks } from './footer/FooterLinks';
import { FooterSections } from './footer/FooterSections';
import { NewsletterForm } from './footer/NewsletterForm';

/**
 * Spec §2 footer, 560 px high at every width (§9): site name and archive link, the news lists,
 * Follow Us, the newsletter box, then the site pages and the copyright line.
 */
export function Footer() {
  const { config } = useSite().bootstrap;
  const { navigations, newsletter } = useMessages();
  const { footer } = navigations;
  const lang = useLang();
  const classes = [...new Set(['xn-footer', config.style.footerClassName].filter(Boolean))].join(' ');
  return (
    <footer className={classes}>
      <div className="xn-footer__inner">
        <div className="xn-footer__grid">
          <div className="xn-footer__brand">
            <SiteLink className="xn-footer__name" to={trendingPath(lang)}>
              {config.siteName}
            </SiteLink>
            <SiteLink className="xn-footer__archive" to={archiveLandingPath(lang)}>
              {footer.archive}
            </SiteLink>
          </div>
          <FooterSections config={config} lang={lang} navigations={navigations} />
          <FollowUs handle={config.sitePath} title={footer.followUs} />
          <NewsletterForm footer={footer} newsletter={newsletter} lang={lang} />
        </div>
        <div className="xn-footer__bottom">
          <FooterLinks lang={lang} footer={footer} />
          {/* UTC on both sides; only a render straddling New Year could differ, and then either year is right. */}
          <p className="xn-footer__copyright" suppressHydrationWarning>
            {fill(footer.copyright, { siteName: config.siteName, year: new Date().getUTCFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
