import { demoImageUrl } from '../../demo/demo-image-addresses';
import type { NewsItemInput } from '../../shared/types';

/** Noon UTC a given number of days ago, in epoch seconds. */
export function daysAgo(days: number, now = Date.now()): number {
  return Math.floor(now / 1000) - Math.round(days * 86_400);
}

let nextId = 1_900_000_000_000_000_001n;

/** A fresh id above 2^53, as real post ids are. */
export function storyId(): string {
  nextId += 1n;
  return nextId.toString();
}

/** A valid English version; tests override what they are about. */
export function newsItem(overrides: Partial<NewsItemInput> = {}): NewsItemInput {
  const id = overrides.id ?? storyId();
  return {
    id,
    lang: 'en',
    title: `Central bank holds rates steady in story ${id}`,
    news: 'The central bank kept its main rate unchanged [1], citing easing inflation.\n\nAnalysts had expected the move [^2].',
    summary: 'The central bank kept rates unchanged as inflation eased.',
    outlines: ['Rates unchanged', 'Inflation easing', 'Markets calm', 'Next meeting in June'],
    type: 'business',
    subtype: 'Economy',
    postTime: daysAgo(1),
    trendingScore: 60,
    user_id: '@MarketWatchers',
    // The demo's address, which a test's site stores with tests/support/demo-media.ts when it shows the image.
    img_urls: [demoImageUrl('business-1')],
    video_thumbs: [],
    video_embed_link: '',
    cita: '[1]: https://example.com/rates\n[2]: https://example.com/analysts',
    news_author: { name: 'Ada Reporter', url: 'https://www.xnews.com/authors/ada' },
    ...overrides,
  };
}

/** The same story in another language: shared fields copied, text replaced. */
export function translated(item: NewsItemInput, lang: NewsItemInput['lang'], title: string): NewsItemInput {
  return { ...item, lang, title, news: `${title}.\n\nBody in ${lang}.`, summary: `${title} (summary)` };
}
