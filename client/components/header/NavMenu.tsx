import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { SiteConfig } from '../../../shared/types';
import { CategoryMenu } from './CategoryMenu';
import { currentList, FOLDING_TYPES, menuTypes } from './menu-entries';
import { MoreMenu } from './MoreMenu';
import { ReaderMenuItems } from './ReaderMenuItems';

export interface NavMenuProps {
  id: string;
  config: SiteConfig;
  lang: LangCode;
  navigations: ShellNavigations;
  /** The hamburger panel is open (under 1024 px; CSS shows the menu inline from there on). */
  expanded: boolean;
  onNavigate(): void;
}

/** The category menus and the More menu. Which of them show at a width is left to CSS. */
export function NavMenu({ id, config, lang, navigations, expanded, onNavigate }: NavMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const { pathname } = useLocation();
  const current = currentList(pathname);
  const types = menuTypes(config);
  const withSubcategories = !config.hideSubcategoryDropdowns;
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onNavigate();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only the links' clicks bubbling up, and Enter on a link is a click too.
    <nav id={id} className={expanded ? 'xn-nav is-open' : 'xn-nav'} aria-label={navigations.header.news} onClick={onClick}>
      <ul className="xn-menu">
        {types.map((type) => (
          <CategoryMenu
            key={type}
            type={type}
            lang={lang}
            navigations={navigations}
            withSubcategories={withSubcategories}
            current={current.type !== type ? null : current.subtype ? 'subcategory' : 'list'}
            openId={openId}
            setOpenId={setOpenId}
          />
        ))}
        <MoreMenu
          types={FOLDING_TYPES.filter((type) => types.includes(type))}
          lang={lang}
          navigations={navigations}
          withSubcategories={withSubcategories}
          openId={openId}
          setOpenId={setOpenId}
        />
        <ReaderMenuItems lang={lang} />
      </ul>
    </nav>
  );
}
