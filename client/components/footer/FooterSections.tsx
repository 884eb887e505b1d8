import { SiteLink } from '../SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { SiteConfig } from '../../../shared/types';
import { menuTypes } from '../header/menu-entries';
import { listPath } from '../../../shared/routes';

/** The news lists again, for readers who reach the bottom; CSS shows them where there is room. */
export function FooterSections({ config, lang, navigations }: { config: SiteConfig; lang: LangCode; navigations: ShellNavigations }) {
  return (
    <div className="xn-footer__sections">
      <h2 className="xn-footer__heading">{navigations.header.news}</h2>
      <ul>
        {menuTypes(config).map((type) => (
          <li key={type}>
            <SiteLink to={listPath(lang, type)}>{displayName(type, navigations)}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
