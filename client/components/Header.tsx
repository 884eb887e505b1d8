import { useEffect, useRef, useState } from 'react';
import { SiteLink } from './SiteLink';
import { useSite } from '../app/site-context';
import { useLang } from '../app/use-lang';
import { useMessages } from '../data/use-messages';
import { LanguageSwitcher } from './header/LanguageSwitcher';
import { trendingPath } from '../../shared/routes';
import { NavMenu } from './header/NavMenu';
import { SearchBox } from './header/SearchBox';
import { SignInLink } from './header/SignInLink';
import { ThemeSwitcher } from './header/ThemeSwitcher';

const NAV_ID = 'xn-nav';

/**
 * Spec §2 header: logo, category menus with subcategory dropdowns, the More menu, the language
 * switcher and the sign-in label. Every width-dependent choice is made by CSS media queries
 * (header.css), so the server's HTML is right at any width and hydration changes nothing.
 */
export function Header() {
  const { config } = useSite().bootstrap;
  const { navigations, common, account, search } = useMessages();
  const lang = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onClickOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('click', onClickOutside);
    return () => document.removeEventListener('click', onClickOutside);
  }, [menuOpen]);

  const classes = [...new Set(['xn-header', config.style.headerClassName].filter(Boolean))].join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: Esc pressed anywhere in the header bubbles up here to close the panel.
    <header
      ref={headerRef}
      className={classes}
      onKeyDown={(event) => {
        // An open dropdown handles Esc first (and marks it handled); then Esc closes the panel.
        if (event.key !== 'Escape' || !menuOpen || event.nativeEvent.defaultPrevented) return;
        setMenuOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <a className="xn-skip" href="#main">
        {common.skipToContent}
      </a>
      <div className="xn-header__bar">
        <SiteLink className="xn-logo" to={trendingPath(lang)}>
          {config.siteName}
        </SiteLink>
        <div className="xn-header__tools">
          <SearchBox lang={lang} texts={search} />
          {config.languageCodes.length > 1 ? <LanguageSwitcher lang={lang} langs={config.languageCodes} label={navigations.header.language} /> : null}
          <ThemeSwitcher lang={lang} texts={navigations.header} />
          <SignInLink lang={lang} label={navigations.header.signIn} accountLabel={account.myAccount} />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="xn-hamburger"
          aria-label={navigations.header.menu}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="xn-hamburger__bars" aria-hidden="true" />
        </button>
        {/* Without JavaScript the button above can do nothing; CSS (scripting: none) shows this link
            in its place, and the panel opens as the link's target (header.css). */}
        <a className="xn-hamburger xn-hamburger--link" href={`#${NAV_ID}`}>
          <span className="xn-hamburger__bars" aria-hidden="true" />
          <span className="xn-sr-only">{navigations.header.menu}</span>
        </a>
      </div>
      <NavMenu id={NAV_ID} config={config} lang={lang} navigations={navigations} expanded={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
