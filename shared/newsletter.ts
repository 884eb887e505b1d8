import type { SiteConfig } from './types';

/** How often a subscriber gets a digest. */
export const NEWSLETTER_FREQUENCIES = ['daily', 'weekly'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];

/** The topic of the most important stories of every category: the default choice. */
export const TOP_STORIES_TOPIC = 'top';

/** Lists that are not topics one can choose: main is the front page, trending is what "top" is. */
const NOT_TOPICS = new Set(['main', 'trending']);

/** What a subscriber may choose, in the order digests show them: top stories, then the configured lists. */
export function newsletterTopics(config: Pick<SiteConfig, 'sites_news_lists'>): string[] {
  return [TOP_STORIES_TOPIC, ...config.sites_news_lists.filter((list) => !NOT_TOPICS.has(list))];
}

/** The JSON endpoints (issue 14); the page addresses are in shared/routes/newsletter-paths.ts. */
export const NEWSLETTER_API = {
  subscribe: '/api/public/newsletter',
  confirm: '/api/public/newsletter/confirm',
  preferences: '/api/public/newsletter/preferences',
  unsubscribe: '/api/public/newsletter/unsubscribe',
  mine: '/api/public/users/me/newsletter',
  send: '/api/ops/newsletter/send',
} as const;

/** A subscription as its owner sees it (the preferences page, the profile, the API). */
export interface NewsletterPreferences {
  /** Masked on pages reached by a link (a…@example.com); whole for the signed-in owner. */
  email: string;
  lang: string;
  topics: string[];
  frequency: NewsletterFrequency;
  status: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
}
