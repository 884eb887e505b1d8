import { useLocation } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { forYouPath, savedPath } from '../../../shared/routes';
import { useFollows } from '../../data/follows';
import { useMessages } from '../../data/use-messages';
import { SiteLink } from '../SiteLink';

/**
 * The signed-in reader's own lists in the header menu (decision 019): saved stories, and For you
 * once they follow something. The server renders none (pages are shared), and they appear
 * right after hydration for a signed-in reader.
 */
export function ReaderMenuItems({ lang }: { lang: LangCode }) {
  const follows = useFollows();
  const { reader } = useMessages();
  const { pathname } = useLocation();
  // Null while signed out (or hydrating, or loading).
  if (follows === null) return null;
  const links = [{ path: savedPath(lang), label: reader.savedTitle }];
  if (follows.length > 0) links.unshift({ path: forYouPath(lang), label: reader.forYouTitle });
  return links.map(({ path, label }) => (
    <li key={path} className={`xn-menu__item${pathname === path ? ' is-current' : ''}`}>
      <SiteLink className="xn-menu__link" to={path} aria-current={pathname === path ? 'page' : undefined}>
        {label}
      </SiteLink>
    </li>
  ));
}
