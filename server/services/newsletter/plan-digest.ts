import { FOLLOWED_TOPIC } from '../../../shared/newsletter';
import type { EditionStories, EditionStory } from '../../db/newsletter/editions';

export interface DigestSection {
  topic: string;
  stories: EditionStory[];
}

export interface DigestPlan {
  /** Equal for every subscriber who gets the same mail: the mail is rendered once per key. */
  key: string;
  sections: DigestSection[];
  storyIds: string[];
}

/** The candidates of several topics as one list: each one's best, then each one's second, and so on. */
function interleaved(lists: readonly (readonly EditionStory[])[]): EditionStory[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => list[index] ?? [])).flat();
}

/**
 * One subscriber's digest: their topics in the site's order, up to perTopic stories each, best
 * first, leaving out what they already got and what an earlier topic of this mail shows. What
 * they follow (FOLLOWED_TOPIC) draws from the candidates of each followed category and
 * subcategory (`followed`, as edition keys) in turn. No section when nothing is left: a plan with
 * no sections is not sent.
 */
export function planDigest(
  stories: EditionStories,
  topicOrder: readonly string[],
  chosen: readonly string[],
  followed: readonly string[],
  alreadySent: ReadonlySet<string>,
  perTopic: number,
): DigestPlan {
  const wanted = new Set(chosen);
  const topics = topicOrder.filter((topic) => wanted.has(topic));
  const follows = topics.includes(FOLLOWED_TOPIC) ? [...new Set(followed)].sort() : [];
  const candidatesOf = (topic: string) => (topic === FOLLOWED_TOPIC ? interleaved(follows.map((key) => stories[key] ?? [])) : (stories[topic] ?? []));
  const used = new Set<string>();
  const sections: DigestSection[] = [];
  for (const topic of topics) {
    const picked: EditionStory[] = [];
    for (const story of candidatesOf(topic)) {
      if (picked.length === perTopic) break;
      if (alreadySent.has(story.id) || used.has(story.id)) continue;
      used.add(story.id);
      picked.push(story);
    }
    if (picked.length > 0) sections.push({ topic, stories: picked });
  }
  const excluded = [...alreadySent].sort();
  return { key: `${topics.join(',')}|${follows.join(',')}|${excluded.join(',')}`, sections, storyIds: [...used] };
}
