import { TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { ShellTranslations } from '../../data/message-sections';

/** A topic's name on the page: "top stories", or the list's name as the header shows it. */
export function topicLabel(topic: string, messages: ShellTranslations): string {
  if (topic === TOP_STORIES_TOPIC) return messages.newsletter.topStories;
  return (messages.navigations.header as unknown as Record<string, string | undefined>)[topic] ?? topic;
}
