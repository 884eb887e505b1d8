import type { NewsItem } from './types';

/** The signed-in reader's followed topics and their "For you" list (decision 019). */
export const FOLLOWS_API = {
  /** GET: what the reader follows. */
  list: '/api/public/users/me/follows',
  /** PUT follows, DELETE unfollows a category, or one of its subcategories. */
  topic: (category: string, subcategory?: string | null) =>
    `/api/public/users/me/follows/${encodeURIComponent(category)}${subcategory ? `/${encodeURIComponent(subcategory)}` : ''}`,
  /** GET: one page of the stories of everything followed, ranked like the other lists. */
  forYou: '/api/public/users/me/foryou',
} as const;

/** The list page's type of the "For you" list: /{lang}/news/list/foryou. */
export const FOR_YOU_TYPE = 'foryou';

/** A category one can follow: not the lists that gather every category. */
export const isFollowable = (type: string): boolean => type !== 'trending' && type !== 'main';

/** Enough for every category and many subcategories; a bound on the list query's size. */
export const MAX_FOLLOWS = 200;

export interface Follow {
  category: string;
  /** Null: the whole category. */
  subcategory: string | null;
  /** ISO 8601. */
  followedAt: string;
}

export interface Follows {
  follows: Follow[];
}

export interface ForYouPage {
  items: NewsItem[];
  more: boolean;
}

/** The same topic: a category, or one of its subcategories. */
export const sameTopic = (follow: Pick<Follow, 'category' | 'subcategory'>, category: string, subcategory: string | null) =>
  follow.category === category && follow.subcategory === subcategory;
