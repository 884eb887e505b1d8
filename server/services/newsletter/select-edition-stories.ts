import { absoluteImageUrls } from '../../../shared/article-media';
import { defaultMinTrendingScore } from '../../../shared/constants';
import { stripFootnotes } from '../../../shared/footnotes';
import type { LangCode } from '../../../shared/languages';
import { newsletterTopics, TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import { articlePath } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/types';
import type { Queryable } from '../../db/database';
import type { EditionStories } from '../../db/newsletter/editions';
import { listStories } from '../../db/news/list-stories';

/**
 * Candidates per topic, as a multiple of what a mail shows: the rest stand in for stories a
 * reader already got, or that an earlier topic of the same mail already shows.
 */
const CANDIDATES_PER_SHOWN = 3;

/**
 * An edition's stories: per topic ('top' is every category, as the trending list), the best of
 * the window in the edition's language, ranked as the lists rank them (recency with trending
 * score). Topics with no story are left out; an edition with none at all has nothing to send.
 */
export async function selectEditionStories(
  db: Queryable,
  options: { config: SiteConfig; lang: LangCode; startsAt: number; endsAt: number; storiesPerTopic: number; origin: string },
): Promise<EditionStories> {
  const { config, lang, origin } = options;
  const stories: EditionStories = {};
  for (const topic of newsletterTopics(config)) {
    const top = topic === TOP_STORIES_TOPIC;
    const items = await listStories(db, {
      lang,
      types: top ? null : [topic],
      subtype: null,
      minTrendingScore: defaultMinTrendingScore(top ? 'trending' : topic),
      startTime: options.startsAt,
      endTime: options.endsAt,
      limit: options.storiesPerTopic * CANDIDATES_PER_SHOWN,
      offset: 0,
    });
    if (items.length === 0) continue;
    stories[topic] = items.map((item) => {
      const title = stripFootnotes(item.title);
      return {
        id: item.id,
        title,
        summary: stripFootnotes(item.summary),
        image: absoluteImageUrls(item, config, origin)[0] ?? null,
        url: `${origin}${articlePath(lang, title, item.id)}`,
      };
    });
  }
  return stories;
}
