import type { DeskShellTexts } from './desk-texts/desk-shell-texts';
import type { DeskAuditTexts } from './desk-texts/desk-audit-texts';
import type { DeskInboxTexts } from './desk-texts/desk-inbox-texts';
import type { DeskNewsletterTexts } from './desk-texts/desk-newsletter-texts';
import type { DeskSecondFactorTexts } from './desk-texts/second-factor-texts';
import type { DeskPeopleTexts } from './desk-texts/people-texts';
import type { DeskStoriesTexts } from './desk-texts/desk-stories-texts';
import type { DeskStoryTexts } from './desk-texts/story-texts';

/**
 * The desk's texts (decision 033), one section of the translations that only the desk's pages
 * load (shared/message-sections.ts): each screen's texts in an interface of its own.
 */
export interface DeskTranslations {
  shell: DeskShellTexts;
  audit: DeskAuditTexts;
  inbox: DeskInboxTexts;
  newsletter: DeskNewsletterTexts;
  secondFactor: DeskSecondFactorTexts;
  people: DeskPeopleTexts;
  stories: DeskStoriesTexts;
  story: DeskStoryTexts;
}
