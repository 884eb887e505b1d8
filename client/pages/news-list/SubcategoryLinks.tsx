import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { listPath } from '../../../shared/routes';
import { TAXONOMY, type NewsType } from '../../../shared/taxonomy';
import type { ShellNavigations } from '../../../shared/message-sections';

/**
 * The list's category's subcategories, on its own page and its subcategories' pages. The header
 * renders a closed submenu empty, so this is how a reader without JavaScript (and a crawler
 * following links) reaches every subcategory.
 */
export function SubcategoryLinks({ lang, type, subtype, navigations }: { lang: LangCode; type: NewsType; subtype: string | null; navigations: ShellNavigations }) {
  return (
    <nav className="xn-subcategories" aria-label={navigations.home.subcategories}>
      <ul>
        {TAXONOMY[type].map((name) => (
          <li key={name}>
            <SiteLink to={listPath(lang, type, name)} aria-current={name === subtype ? 'page' : undefined}>
              {displayName(name, navigations)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
