import type { DeskScreen } from '../../../shared/routes';
import { deskAuditPath, deskInboxPath, deskNewsletterPath, deskPath, deskPeoplePath } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import { useLang } from '../../app/use-lang';
import { SiteLink } from '../../components/SiteLink';
import { useMessageSection } from '../../data/use-messages';

type MenuScreen = Exclude<DeskScreen, 'story'>;

const ENTRIES: readonly [MenuScreen, (lang: LangCode) => string][] = [
  ['stories', deskPath],
  ['audit', deskAuditPath],
  ['inbox', deskInboxPath],
  ['newsletter', deskNewsletterPath],
  ['people', deskPeoplePath],
];

/** The desk's menu: every screen the staff member may open, the current one marked (a story belongs to Stories). */
export function DeskMenu({ screen, admin }: { screen: DeskScreen; admin: boolean }) {
  const lang = useLang();
  const { shell } = useMessageSection('desk');
  const current: MenuScreen = screen === 'story' ? 'stories' : screen;
  return (
    <nav className="xn-desk-menu" aria-label={shell.menu}>
      <ul>
        {ENTRIES.filter(([name]) => admin || name !== 'people').map(([name, pathOf]) => (
          <li key={name}>
            <SiteLink to={pathOf(lang)} aria-current={name === current ? 'page' : undefined}>
              {shell[name]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
