import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
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

const SiteNavigate = createContext<NavigateFunction | undefined>(undefined);

/**
 * The one navigate function every SiteLink uses (AppRoutes provides it under the router).
 * useNavigate in each link cost a JSON serialisation of the route matches, a ref and an effect
 * per link and render, 60–70 times a page; SiteLink paths are absolute, so where it is called
 * from changes nothing.
 */
export function SiteNavigation({ children }: { children: ReactNode }) {
  return <SiteNavigate.Provider value={useNavigate()}>{children}</SiteNavigate.Provider>;
}

/**
 * SiteNavigation's navigate function, for controls that navigate on their own (a save button on
 * each of a list's cards): as cheap as SiteLink's, where useNavigate costs the same as in a link.
 */
export function useSiteNavigate(): NavigateFunction {
  const navigate = useContext(SiteNavigate);
  if (!navigate) throw new Error('useSiteNavigate() outside SiteNavigation, which AppRoutes provides');
  return navigate;
}

/**
 * A link to a page of this site that navigates in the page, as react-router's <Link> does, for
 * the absolute paths our routes build. <Link> resolves its path against the route tree twice per
 * render and sets up prefetching and `data-discover` (framework mode's route discovery, which
 * declarative routes never use): with 60–70 links a page that was a measurable share of a
 * server render, and 22 bytes of HTML a link. Here the path is the href as it is.
 */
export function SiteLink({ to, reloadDocument, replace, onClick, ...rest }: SiteLinkProps) {
  const navigate = useContext(SiteNavigate);
  // Anything but a path on this site (a full or protocol-relative URL) is left to the browser,
  // and so is every link outside SiteNavigation.
  const inPage = navigate !== undefined && !reloadDocument && to.startsWith('/') && !to.startsWith('//');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inPage || event.defaultPrevented || !navigatesInPage(event, rest.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    void navigate?.(to, { replace: replace ?? pathname + search + hash === to });
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
