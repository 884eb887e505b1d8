import { describe, expect, it } from 'vitest';
import type { StoryState } from '../../db/news/story-states';
import { archiveFilterOf, listFilterOf } from './news-filters';
import { archiveTags, listTags, storyChangeTags, storyTags } from './news-tags';

const now = Date.UTC(2026, 10, 20, 12);
const world: StoryState = { type: 'world', subtype: 'Climate', postTime: now / 1000 - 3600, trendingScore: 70, langs: ['en'] };
const list = (category: 'trending' | 'main' | 'world' | 'sports', subtype: string | null = null, lang: 'en' | 'fr' = 'en') =>
  listTags(listFilterOf({ lang, category, subtype, page: 1, size: 9, daysBack: 365 }));
const staled = (tags: readonly string[], changed: readonly string[]) => tags.some((tag) => changed.includes(tag));

describe('news tags', () => {
  it('names, for a new world story, its lists in its languages, trending when it qualifies, its archive month and its id', () => {
    const changed = storyChangeTags([{ id: '7', before: null, after: world }]);
    for (const tags of [list('world'), list('world', 'Climate'), list('trending'), list('main'), list('trending', 'Climate'), storyTags('7')]) expect(staled(tags, changed), tags.join()).toBe(true);
    expect(staled(archiveTags(archiveFilterOf({ lang: 'en', category: 'world', month: { year: 2026, month: 11 }, page: 0, size: 100 })), changed)).toBe(true);
    for (const tags of [list('sports'), list('world', 'War'), list('world', null, 'fr'), storyTags('8')]) expect(staled(tags, changed), tags.join()).toBe(false);
    expect(staled(archiveTags(archiveFilterOf({ lang: 'en', category: 'world', month: { year: 2026, month: 10 }, page: 0, size: 100 })), changed)).toBe(false);
  });

  it('leaves the trending list alone for a story below its bar', () => {
    const changed = storyChangeTags([{ id: '7', before: null, after: { ...world, trendingScore: 30 } }]);
    expect(staled(list('world'), changed)).toBe(true);
    expect(staled(list('trending'), changed)).toBe(false);
  });

  it('names where a story was as well as where it is, when an update moves it', () => {
    const changed = storyChangeTags([{ id: '7', before: world, after: { ...world, type: 'sports', subtype: 'Football' } }]);
    expect(staled(list('world'), changed)).toBe(true);
    expect(staled(list('sports'), changed)).toBe(true);
  });

  it('names nothing when nothing changed', () => {
    expect(storyChangeTags([])).toEqual([]);
  });
});
