import { absoluteImageUrls } from '../../../shared/article-media';
import { defaultMinTrendingScore } from '../../../shared/constants';
import { stripFootnotes } from '../../../shared/footnotes';
import type { LangCode } from '../../../shared/languages';
import { followedTopicKey, newsletterTopics, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import { articlePath } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/types';
import type { Queryable } from '../../db/database';
import type { EditionStories, EditionStory } from '../../db/newsletter/editions';
import type { FollowedTopic } from '../../db/newsletter/followed-topics';
import { listStories } from '../../db/news/list-stories';

/**
 * Candidates per topic, as a multiple of what a mail shows: the rest stand in for stories a
 * reader already got, or that an earlier topic of the same mail already shows.
 */
const CANDIDATES_PER_SHOWN = 3;

/**
 * An edition's stories: per topic ('top' is every category, as the trending list), the best of
 * the window in the edition's language, ranked as the lists rank them (recency with trending
 * score); and the same for each followed category or subcategory (decision 019) that is no topic
 * already, keyed by followedTopicKey. Topics with no story are left out; an edition with none at
 * all has nothing to send.
 */
export async function selectEditionStories(
  db: Queryable,
  options: {
    config: SiteConfig; lang: LangCode; startsAt: number; endsAt: number; storiesPerTopic: number; origin: string;
    /** What the audience's accounts follow, for those who chose it. */
    followed: readonly FollowedTopic[];
  },
): Promise<EditionStories> {
  const { config, lang, origin } = options;
  const candidates = async (type: string | null, subtype: string | null): Promise<EditionStory[]> => {
    const items = await listStories(db, {
      lang,
      types: type === null ? null : [type],
      subtype,
      minTrendingScore: defaultMinTrendingScore(type ?? 'trending'),
      startTime: options.startsAt,
      endTime: options.endsAt,
      limit: options.storiesPerTopic * CANDIDATES_PER_SHOWN,
      offset: 0,
    });
    return items.map((item) => {
      const title = stripFootnotes(item.title);
      return {
        id: item.id,
        title,
        summary: stripFootnotes(item.summary),
        image: absoluteImageUrls(item, config, origin)[0] ?? null,
        url: `${origin}${articlePath(lang, title, item.id)}`,
      };
    });
  };
  const wanted = new Map<string, [string | null, string | null]>();
  for (const topic of newsletterTopics(config)) wanted.set(topic, [topic === TOP_STORIES_TOPIC ? null : topic, null]);
  for (const { category, subcategory } of options.followed) wanted.set(followedTopicKey(category, subcategory), [category, subcategory]);
  const stories: EditionStories = {};
  for (const [key, [type, subtype]] of wanted) {
    const found = await candidates(type, subtype);
    if (found.length > 0) stories[key] = found;
  }
  return stories;
}
