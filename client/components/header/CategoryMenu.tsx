import type { Dispatch, SetStateAction } from 'react';
import { SiteLink } from '../SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { TAXONOMY, type NewsType } from '../../../shared/taxonomy';
import type { ShellNavigations } from '../../../shared/message-sections';
import { Dropdown } from './Dropdown';
import { FOLDING_TYPES } from './menu-entries';
import { listPath } from '../../../shared/routes';

export interface CategoryMenuProps {
  type: NewsType;
  lang: LangCode;
  navigations: ShellNavigations;
  withSubcategories: boolean;
  /** This category's list, or one of its subcategories, is the page shown. */
  current: 'list' | 'subcategory' | null;
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

/** One category of the header: its list link and, unless the site hides them, its subcategories. */
export function CategoryMenu({ type, lang, navigations, withSubcategories, current, openId, setOpenId }: CategoryMenuProps) {
  const label = displayName(type, navigations);
  // CSS hides the folding ones between 740 and 1199 px, where the More menu holds them.
  const className = `xn-menu__item${FOLDING_TYPES.includes(type) ? ' xn-menu__item--folds' : ''}${current ? ' is-current' : ''}`;
  const link = (
    <SiteLink className="xn-menu__link" to={listPath(lang, type)} aria-current={current === 'list' ? 'page' : undefined}>
      {label}
    </SiteLink>
  );
  if (!withSubcategories) return <li className={className}>{link}</li>;
  return (
    <Dropdown id={type} openId={openId} setOpenId={setOpenId} className={className} lead={link} toggleLabel={label} panel="ul" panelClassName="xn-dropdown">
      {() =>
        TAXONOMY[type].map((subtype) => (
          <li key={subtype}>
            <SiteLink to={listPath(lang, type, subtype)}>{displayName(subtype, navigations)}</SiteLink>
          </li>
        ))
      }
    </Dropdown>
  );
}
