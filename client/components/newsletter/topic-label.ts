import { FOLLOWED_TOPIC, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import type { HeaderTranslations, NewsletterTranslations } from '../../../shared/translations';

/** A topic's name on the page: "top stories", "what I follow", or the list's name as the header shows it. */
export function topicLabel(topic: string, newsletter: Pick<NewsletterTranslations, 'topStories' | 'followedTopic'>, header: HeaderTranslations): string {
  if (topic === TOP_STORIES_TOPIC) return newsletter.topStories;
  if (topic === FOLLOWED_TOPIC) return newsletter.followedTopic;
  return (header as unknown as Record<string, string | undefined>)[topic] ?? topic;
}
