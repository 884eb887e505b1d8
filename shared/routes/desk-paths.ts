import type { LangCode } from '../languages';
import { matchPath } from './match-path';
import { PAGE_PATTERNS } from './page-patterns';

/** The desk's screens (decision 033), each its own address under /{lang}/desk. */
export type DeskScreen = 'stories' | 'story' | 'audit' | 'people' | 'inbox' | 'newsletter';

/** The desk's story list, the screen it opens on; a query carries its filters. */
export const deskPath = (lang: LangCode) => `/${lang}/desk`;
export const deskStoryPath = (lang: LangCode, storyId: string) => `/${lang}/desk/stories/${encodeURIComponent(storyId)}`;
export const deskAuditPath = (lang: LangCode) => `/${lang}/desk/audit`;
export const deskPeoplePath = (lang: LangCode) => `/${lang}/desk/people`;
export const deskInboxPath = (lang: LangCode) => `/${lang}/desk/inbox`;
export const deskNewsletterPath = (lang: LangCode) => `/${lang}/desk/newsletter`;

/** Every desk page's pattern, which the server keeps from signed-out visitors and from every cache. */
export const DESK_PAGE_PATTERNS = [
  PAGE_PATTERNS.desk,
  PAGE_PATTERNS.deskStory,
  PAGE_PATTERNS.deskAudit,
  PAGE_PATTERNS.deskPeople,
  PAGE_PATTERNS.deskInbox,
  PAGE_PATTERNS.deskNewsletter,
] as const;

export function isDeskPagePath(pathname: string): boolean {
  return DESK_PAGE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
