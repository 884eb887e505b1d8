import { Link, useLocation } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { savedPath } from '../../../shared/routes';
import { useSignedInUser } from '../../data/account-session';
import { useMessages } from '../../data/use-messages';

/**
 * The signed-in reader's own lists in the header menu (issue 17). The server renders none (pages
 * are shared), and they appear right after hydration for a signed-in reader.
 */
export function ReaderMenuItems({ lang }: { lang: LangCode }) {
  const user = useSignedInUser();
  const { reader } = useMessages();
  const { pathname } = useLocation();
  if (user === null) return null;
  const saved = savedPath(lang);
  return (
    <li className={`xn-menu__item${pathname === saved ? ' is-current' : ''}`}>
      <Link className="xn-menu__link" to={saved} aria-current={pathname === saved ? 'page' : undefined}>
        {reader.savedTitle}
      </Link>
    </li>
  );
}
