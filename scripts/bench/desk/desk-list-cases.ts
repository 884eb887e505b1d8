import { DESK_API } from '../../../shared/desk-api';
import { NEWS_TYPES, TAXONOMY } from '../../../shared/taxonomy';
import { COMMON_WORD, DESK_SPREAD_DAYS, storyId, TOPICS, topicIndexOf, topicOf } from './fill-desk-stories';

/** One request of the desk's list: its query string, which the route and the DB call both read. */
export interface DeskListSample {
  query: Record<string, string>;
}

export interface DeskListCase {
  name: string;
  sample(random: () => number): DeskListSample;
}

function pick<T>(values: readonly T[], random: () => number): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

const day = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

export function deskListPath(sample: DeskListSample): string {
  const query = new URLSearchParams(sample.query).toString();
  return query ? `${DESK_API.stories}?${query}` : DESK_API.stories;
}

/**
 * The desk's list as an editor uses it: no filter, each filter alone, a category with a
 * language, the withdrawn and the featured, a week of ingest, a common and a rare word, and a
 * page deep in the list (after a story from the oldest fifth). The default page of 50.
 */
export function deskListCases(stories: number, anchor: number): DeskListCase[] {
  const lastFirst = (type: (typeof NEWS_TYPES)[number]) => TAXONOMY[type][TAXONOMY[type].length - 1] ?? '';
  const others = ['cn', 'tw', 'es', 'fr'];
  return [
    { name: 'no filter', sample: () => ({ query: {} }) },
    { name: 'category', sample: (random) => ({ query: { category: pick(NEWS_TYPES, random) } }) },
    // The skew makes a category's first subcategory its most common one and the last its rarest.
    { name: 'subcategory, common', sample: (random) => ({ query: { subcategory: TAXONOMY[pick(NEWS_TYPES, random)][0] ?? '' } }) },
    { name: 'subcategory, rare', sample: (random) => ({ query: { subcategory: lastFirst(pick(NEWS_TYPES, random)) } }) },
    { name: 'category + subcategory', sample: (random) => {
      const category = pick(NEWS_TYPES, random);
      return { query: { category, subcategory: pick(TAXONOMY[category], random) } };
    } },
    { name: 'lang (cn, tw, es, fr)', sample: (random) => ({ query: { lang: pick(others, random) } }) },
    { name: 'category + lang', sample: (random) => ({ query: { category: pick(NEWS_TYPES, random), lang: pick(others, random) } }) },
    { name: 'status=live', sample: () => ({ query: { status: 'live' } }) },
    { name: 'status=withdrawn', sample: () => ({ query: { status: 'withdrawn' } }) },
    { name: 'status=featured', sample: () => ({ query: { status: 'featured' } }) },
    {
      name: 'from/to (one week)',
      sample(random) {
        const from = anchor - Math.floor(random() * (DESK_SPREAD_DAYS - 8)) * 86_400 - 7 * 86_400;
        return { query: { from: day(from), to: day(from + 7 * 86_400) } };
      },
    },
    { name: `q, common word (${COMMON_WORD})`, sample: () => ({ query: { q: COMMON_WORD } }) },
    // The topic of a story whose topic is in the rarer half: in 60 to 90 stories of 1M, and at least its own.
    {
      name: 'q, rare word',
      sample(random) {
        for (;;) {
          const n = 1 + Math.floor(random() * stories);
          if (topicIndexOf(n) >= TOPICS / 2) return { query: { q: topicOf(n) } };
        }
      },
    },
    { name: 'q, common word + category', sample: (random) => ({ query: { q: COMMON_WORD, category: pick(NEWS_TYPES, random) } }) },
    { name: 'after (a page in the oldest fifth)', sample: (random) => ({ query: { after: storyId(1 + Math.floor(random() * (stories / 5))) } }) },
  ];
}
