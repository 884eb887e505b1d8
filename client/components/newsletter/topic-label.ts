import { TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { HeaderTranslations } from '../../../shared/translations';

/** A topic's name on the page: "top stories", or the list's name as the header shows it. */
export function topicLabel(topic: string, topStories: string, header: HeaderTranslations): string {
  if (topic === TOP_STORIES_TOPIC) return topStories;
  return (header as unknown as Record<string, string | undefined>)[topic] ?? topic;
}
