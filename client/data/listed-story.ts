import type { NewsItem } from '../../shared/types';

/** The most outlines any list shows of a story (card-text.ts: a featured card's five). */
const LISTED_OUTLINES = 5;

/**
 * A story as the lists show it (cards, related stories, search's trending titles): without its
 * body, citations and embed, which only its own page shows. Both the server's prefetch and the
 * browser's fetch keep this much, so the page's inline state does not carry every listed story's
 * whole text, and the browser hydrates from the same data it would have fetched.
 */
export function listedStory(item: NewsItem): NewsItem {
  return { ...item, news: '', cita: '', video_embed_link: '', outlines: item.outlines.slice(0, LISTED_OUTLINES) };
}

/** A story as the related list shows it (RelatedNews.tsx): its linked title, date, reading time and pictures, nothing else. */
export type RelatedStory = Pick<NewsItem, 'id' | 'title' | 'postTime' | 'img_urls' | 'video_thumbs' | 'media_sizes' | 'reading_minutes'>;

export function relatedStory({ id, title, postTime, img_urls, video_thumbs, media_sizes, reading_minutes }: NewsItem): RelatedStory {
  return { id, title, postTime, img_urls, video_thumbs, ...(media_sizes ? { media_sizes } : {}), ...(reading_minutes ? { reading_minutes } : {}) };
}
