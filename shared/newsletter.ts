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

/**
 * A subscription of an account may also choose the stories of the categories and
 * subcategories the account follows. Never offered to a subscription by address alone.
 */
export const FOLLOWED_TOPIC = 'following';

/** What a subscription of an account may choose, in digest order: top stories, what it follows, then the lists. */
export function accountNewsletterTopics(config: Pick<SiteConfig, 'sites_news_lists'>): string[] {
  const [top, ...lists] = newsletterTopics(config);
  return [top ?? TOP_STORIES_TOPIC, FOLLOWED_TOPIC, ...lists];
}

/** A followed topic's candidates in an edition: a category by its name, a subcategory as category/subcategory. */
export const followedTopicKey = (category: string, subcategory: string | null): string => (subcategory === null ? category : `${category}/${subcategory}`);

/** The JSON endpoints; the page addresses are in shared/routes/newsletter-paths.ts. */
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
  /** Tied to an account: it may choose what the account follows (FOLLOWED_TOPIC). */
  account: boolean;
}
