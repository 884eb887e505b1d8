import { useId } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { SiteConfig } from '../../../shared/types';
import { listPath } from '../../../shared/routes';

/** The block for other lists (spec §2): every configured category list but this story's own. */
export function OtherLists({ config, lang, type, navigations }: { config: SiteConfig; lang: LangCode; type: string; navigations: ShellNavigations }) {
  const headingId = useId();
  const lists = config.sites_news_lists.filter((list) => list !== 'main' && list !== type.toLowerCase());
  if (lists.length === 0) return null;
  return (
    <nav className="xn-other-lists" aria-labelledby={headingId}>
      <h2 id={headingId} className="xn-block-title">
        {navigations.news.otherLists}
      </h2>
      <ul>
        {lists.map((list) => (
          <li key={list}>
            <SiteLink to={listPath(lang, list)}>{displayName(list, navigations)}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
