import type { CorrectionsPage, CorrectionsRequest } from '../../../shared/corrections';
import type { LangCode } from '../../../shared/languages';
import { publicCorrections } from '../../db/news/public-corrections';
import type { Queryable } from '../../db/database';
import { feedStories, type FeedFilter, type FeedStory } from '../../db/feeds/feed-stories';
import { monthStories, type MonthStoriesFilter, type SitemapStory } from '../../db/feeds/month-stories';
import { monthlyStoryCounts, type MonthlyStoryCount } from '../../db/feeds/monthly-story-counts';
import { recentStories, type RecentStoriesFilter, type RecentStory } from '../../db/feeds/recent-stories';

export type { FeedFilter, FeedStory, MonthlyStoryCount, MonthStoriesFilter, RecentStoriesFilter, RecentStory, SitemapStory };

/**
 * What the sitemaps and RSS feeds are made from, so that their routes hold no SQL. Only an
 * instance with the database serves them; a web instance proxies them to its API_UPSTREAM.
 */
export interface FeedService {
  /** Every (language, month, category) that holds stories, with when they last changed. */
  monthlyCounts(langs: readonly LangCode[]): Promise<MonthlyStoryCount[]>;
  /** One part of a language's stories of one month, oldest first. */
  monthStories(filter: MonthStoriesFilter): Promise<SitemapStory[]>;
  /** The language versions of stories posted since a moment, newest first. */
  recentStories(filter: RecentStoriesFilter): Promise<RecentStory[]>;
  /** The newest stories of a list in one language. */
  feedStories(filter: FeedFilter): Promise<FeedStory[]>;
  /** A language's newest public corrections and clarifications (decision 033). */
  corrections(request: CorrectionsRequest): Promise<CorrectionsPage>;
}

export function databaseFeedService(db: Queryable): FeedService {
  return {
    monthlyCounts: (langs) => monthlyStoryCounts(db, langs),
    monthStories: (filter) => monthStories(db, filter),
    recentStories: (filter) => recentStories(db, filter),
    feedStories: (filter) => feedStories(db, filter),
    corrections: (request) => publicCorrections(db, request),
  };
}
