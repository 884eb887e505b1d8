import { DAYS_BACK, MIN_TRENDING_SCORE } from '../../../shared/constants';
import { MAX_FOLLOWS, sameTopic, type Follow, type ForYouPage } from '../../../shared/follows';
import type { LangCode } from '../../../shared/languages';
import { cleanNewsList } from '../../../shared/list-rules';
import { deleteFollow, forYouStories, insertFollow, userFollows } from '../../db/accounts/follows';
import type { Database } from '../../db/database';
import { withoutFootnotes } from '../news/without-footnotes';

/** A reader's followed topics and their stories (decision 019): theirs alone, by their id only. */
export interface FollowsService {
  list(userId: string): Promise<Follow[]>;
  /** Null when the reader already follows MAX_FOLLOWS topics (following one again is no change). */
  follow(userId: string, category: string, subcategory: string | null): Promise<Follow[] | null>;
  unfollow(userId: string, category: string, subcategory: string | null): Promise<Follow[]>;
  /** Page counted from 1. */
  forYou(userId: string, lang: LangCode, page: number, size: number): Promise<ForYouPage>;
}

export function followsService(db: Database, now: () => number = Date.now): FollowsService {
  return {
    list: (userId) => userFollows(db, userId),
    async follow(userId, category, subcategory) {
      const before = await userFollows(db, userId);
      if (before.some((follow) => sameTopic(follow, category, subcategory))) return before;
      if (before.length >= MAX_FOLLOWS) return null;
      await insertFollow(db, userId, category, subcategory);
      return userFollows(db, userId);
    },
    async unfollow(userId, category, subcategory) {
      await deleteFollow(db, userId, category, subcategory);
      return userFollows(db, userId);
    },
    async forYou(userId, lang, page, size) {
      // The window and the score floor of a category's list, so that For you reads like one.
      const startTime = Math.floor(now() / 60_000) * 60 - DAYS_BACK * 86_400;
      const rows = await forYouStories(db, { userId, lang, minTrendingScore: MIN_TRENDING_SCORE.other, startTime, limit: size + 1, offset: (page - 1) * size });
      return { items: cleanNewsList(rows.slice(0, size)).map(withoutFootnotes), more: rows.length > size };
    },
  };
}
