import { describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import type { NewsItem } from '../../shared/types';
import { listedStory, relatedStory } from './listed-story';

const story: NewsItem = { ...newsItem({ outlines: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], cita: '[1]: https://example.com', video_embed_link: '<iframe></iframe>' }), avail_langs: ['en', 'fr'] };

describe('listedStory', () => {
  it('leaves out the body, citations and embed, and keeps the five outlines a card can show', () => {
    const listed = listedStory(story);
    expect(listed).toMatchObject({ news: '', cita: '', video_embed_link: '', outlines: ['a', 'b', 'c', 'd', 'e'] });
    expect(listed).toMatchObject({ id: story.id, title: story.title, summary: story.summary, img_urls: story.img_urls, user_id: story.user_id, postTime: story.postTime });
  });
});

describe('relatedStory', () => {
  it('keeps what the related list shows: the title, id, date and pictures', () => {
    expect(relatedStory(story)).toEqual({ id: story.id, title: story.title, postTime: story.postTime, img_urls: story.img_urls, video_thumbs: story.video_thumbs });
  });
});
