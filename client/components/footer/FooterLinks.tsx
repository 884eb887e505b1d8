import { Link } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { FooterTranslations } from '../../../shared/translations';

/** The footer's site pages (spec §2): About Us, Contact, Privacy Policy and Terms. */
export function FooterLinks({ lang, footer }: { lang: LangCode; footer: FooterTranslations }) {
  const links = [
    { to: `/${lang}/about/AboutUS`, label: footer.about },
    { to: `/${lang}/about/contact`, label: footer.contact },
    { to: `/${lang}/about/privacy`, label: footer.privacy },
    { to: `/${lang}/about/terms`, label: footer.terms },
  ];
  return (
    <ul className="xn-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
