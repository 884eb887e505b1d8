import { SiteLink } from '../../components/SiteLink';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import type { ShellNavigations } from '../../../shared/message-sections';
import type { ArchiveEntry } from '../../../shared/types';
import { storyDateLabel } from './archive-format';
import { archiveStoryPath } from '../../../shared/routes';

/** A month's stories (spec §2): each with its subtype label, date and linked title, newest first as the API gives them. */
export function ArchiveStoryList({ lang, items, navigations }: { lang: LangCode; items: readonly ArchiveEntry[]; navigations: ShellNavigations }) {
  return (
    <ol className="xn-archive-list">
      {items.map((item) => (
        <li key={item.id} className="xn-archive-item">
          <p className="xn-archive-item-meta">
            <span className="xn-archive-item-subtype">{displayName(item.subtype, navigations)}</span>
            <time dateTime={new Date(item.postTime * 1000).toISOString()}>{storyDateLabel(item.postTime, lang)}</time>
          </p>
          <SiteLink className="xn-archive-item-title" to={archiveStoryPath(lang, item.id)}>
            {item.title}
          </SiteLink>
        </li>
      ))}
    </ol>
  );
}
