import { FOLLOWED_TOPIC, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { Translations } from '../../../shared/translations';

/** A topic's name on the page: "top stories", "what I follow", or the list's name as the header shows it. */
export function topicLabel(topic: string, messages: Translations): string {
  if (topic === TOP_STORIES_TOPIC) return messages.newsletter.topStories;
  if (topic === FOLLOWED_TOPIC) return messages.newsletter.followedTopic;
  return (messages.navigations.header as unknown as Record<string, string | undefined>)[topic] ?? topic;
}
