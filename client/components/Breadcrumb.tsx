import { SiteLink } from './SiteLink';
import { useMessages } from '../data/use-messages';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * A breadcrumb trail (WAI-ARIA pattern): a nav named 'Breadcrumb' around an ordered list, the last part
 * marked as the current page. Every part stays a link, as spec §2 asks. With headingCurrent the
 * last part is also the page's h1, for pages whose heading is where they sit in the site.
 */
export function Breadcrumb({ crumbs, headingCurrent = false }: { crumbs: readonly Crumb[]; headingCurrent?: boolean }) {
  const { common } = useMessages();
  return (
    <nav className="xn-breadcrumb" aria-label={common.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          const link = (
            <SiteLink to={crumb.href} aria-current={current ? 'page' : undefined}>
              {crumb.label}
            </SiteLink>
          );
          return <li key={crumb.href}>{current && headingCurrent ? <h1 className="xn-breadcrumb-heading">{link}</h1> : link}</li>;
        })}
      </ol>
    </nav>
  );
}
