import type { ComponentType } from 'react';
import type { DeskScreen } from '../../../shared/routes';
import { DeskAuditScreen } from './audit/DeskAuditScreen';
import { DeskInboxScreen } from './inbox/DeskInboxScreen';
import { DeskNewsletterScreen } from './newsletter/DeskNewsletterScreen';
import { DeskPeopleScreen } from './people/DeskPeopleScreen';
import { DeskStoriesScreen } from './stories/DeskStoriesScreen';
import { DeskStoryScreen } from './story/DeskStoryScreen';

/** Each desk screen's component, which DeskPage draws inside the desk's menu. */
export const deskScreens: Record<DeskScreen, ComponentType> = {
  stories: DeskStoriesScreen,
  story: DeskStoryScreen,
  audit: DeskAuditScreen,
  people: DeskPeopleScreen,
  inbox: DeskInboxScreen,
  newsletter: DeskNewsletterScreen,
};
