import { SiteLink } from '../SiteLink';
import type { LangCode } from '../../../shared/languages';
import { aboutPath, contactPath, policyPath } from '../../../shared/routes';
import type { FooterTranslations } from '../../../shared/translations';

/** The footer's site pages (spec §2): About Us, Contact, Privacy Policy and Terms. */
export function FooterLinks({ lang, footer }: { lang: LangCode; footer: FooterTranslations }) {
  const links = [
    { to: aboutPath(lang), label: footer.about },
    { to: contactPath(lang), label: footer.contact },
    { to: policyPath(lang, 'privacy'), label: footer.privacy },
    { to: policyPath(lang, 'terms'), label: footer.terms },
  ];
  return (
    <ul className="xn-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink to={link.to}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
