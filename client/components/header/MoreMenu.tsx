import type { Dispatch, SetStateAction } from 'react';
import { SiteLink } from '../SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { TAXONOMY, type NewsType } from '../../../shared/taxonomy';
import type { ShellNavigations } from '../../../shared/message-sections';
import { Dropdown } from './Dropdown';
import { listPath } from '../../../shared/routes';

export interface MoreMenuProps {
  types: readonly NewsType[];
  lang: LangCode;
  navigations: ShellNavigations;
  withSubcategories: boolean;
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

/**
 * Spec §2: between 740 and 1199 px the folding categories share one More menu, whose entries
 * are each category and its subcategories as 'category / subcategory'. CSS shows it only there.
 */
export function MoreMenu({ types, lang, navigations, withSubcategories, openId, setOpenId }: MoreMenuProps) {
  return (
    <Dropdown
      id="more"
      openId={openId}
      setOpenId={setOpenId}
      className="xn-menu__item xn-menu__more"
      toggleText={navigations.header.more}
      panel="div"
      panelClassName="xn-dropdown xn-dropdown--more"
    >
      {() =>
        types.map((type) => {
          const label = displayName(type, navigations);
          return (
            <div className="xn-more__group" key={type}>
              <SiteLink className="xn-more__category" to={listPath(lang, type)}>
                {label}
              </SiteLink>
              {withSubcategories ? (
                <ul>
                  {TAXONOMY[type].map((subtype) => (
                    <li key={subtype}>
                      <SiteLink to={listPath(lang, type, subtype)}>
                        <span className="xn-more__prefix">{`${label} / `}</span>
                        {displayName(subtype, navigations)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })
      }
    </Dropdown>
  );
}
