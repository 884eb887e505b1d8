import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site as shared/routes builds it (absolute: /en/news/…). */
  to: string;
  /** Load the page in full instead of navigating in the page. */
  reloadDocument?: boolean;
  /** Replace the history entry; by default only a link to the current address does. */
  replace?: boolean;
}

/** What react-router's own links navigate in the page: a plain left click, without a modifier key, opening no other window. */
function navigatesInPage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

interface Navigation {
  navigate: NavigateFunction;
  /** On a sign that a link is about to be followed: fetches what the page it leads to draws first (its code, and a story's data). */
  onIntent(event: SyntheticEvent<HTMLAnchorElement>): void;
}

const SiteNavigate = createContext<Navigation | undefined>(undefined);

/**
 * The one navigate function every SiteLink uses (AppRoutes provides it under the router, with
 * the routes' preload). useNavigate in each link cost a JSON serialisation of the route matches,
 * a ref and an effect per link and render, 60–70 times a page; SiteLink paths are absolute, so
 * where it is called from changes nothing.
 */
export function SiteNavigation({ preload, children }: { preload: (pathname: string) => void; children: ReactNode }) {
  const navigate = useNavigate();
  // One handler for every link, which reads the link's own address: none made per link and render.
  const navigation = useMemo(() => ({ navigate, onIntent: (event: SyntheticEvent<HTMLAnchorElement>) => preload(event.currentTarget.pathname) }), [navigate, preload]);
  return <SiteNavigate.Provider value={navigation}>{children}</SiteNavigate.Provider>;
}

/**
 * SiteNavigation's navigate function, for controls that navigate on their own (a save button on
 * each of a list's cards): as cheap as SiteLink's, where useNavigate costs the same as in a link.
 */
export function useSiteNavigate(): NavigateFunction {
  const navigation = useContext(SiteNavigate);
  if (!navigation) throw new Error('useSiteNavigate() outside SiteNavigation, which AppRoutes provides');
  return navigation.navigate;
}

/**
 * A link to a page of this site that navigates in the page, as react-router's <Link> does, for
 * the absolute paths our routes build. <Link> resolves its path against the route tree twice per
 * render and sets up prefetching and `data-discover` (framework mode's route discovery, which
 * declarative routes never use): with 60–70 links a page that was a measurable share of a
 * server render, and 22 bytes of HTML a link. Here the path is the href as it is.
 */
export function SiteLink({ to, reloadDocument, replace, onClick, ...rest }: SiteLinkProps) {
  const navigation = useContext(SiteNavigate);
  // Anything but a path on this site (a full or protocol-relative URL) is left to the browser,
  // and so is every link outside SiteNavigation.
  const inPage = navigation !== undefined && !reloadDocument && to.startsWith('/') && !to.startsWith('//');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inPage || event.defaultPrevented || !navigatesInPage(event, rest.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    void navigation.navigate(to, { replace: replace ?? pathname + search + hash === to });
  };
  // A pointer over the link, a finger on it or the focus on it comes before the click: the
  // page's code (and an article's story) is fetched then, so that the click draws the page at once.
  const intent = inPage ? navigation.onIntent : undefined;
  return <a onPointerEnter={intent} onPointerDown={intent} onFocus={intent} {...rest} href={to} onClick={handleClick} />;
}
