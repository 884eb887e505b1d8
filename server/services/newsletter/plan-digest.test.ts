import { describe, expect, it } from 'vitest';
import { FOLLOWED_TOPIC } from '../../../shared/newsletter';
import type { EditionStory } from '../../db/newsletter/editions';
import { planDigest } from './plan-digest';

const story = (id: string): EditionStory => ({ id, title: id, summary: '', image: null, url: `/${id}` });
const stories = { top: ['1', '2', '3', '4'].map(story), world: ['2', '5', '6'].map(story), sports: [] };
const ORDER = ['top', 'world', 'sports', 'health'];

describe('planDigest', () => {
  it('takes the topics in the site order, best first, each story once per mail', () => {
    const plan = planDigest(stories, ORDER, ['world', 'top'], [], new Set(), 2);
    expect(plan.sections.map((section) => [section.topic, section.stories.map((s) => s.id)])).toEqual([['top', ['1', '2']], ['world', ['5', '6']]]);
    expect(plan.storyIds).toEqual(['1', '2', '5', '6']);
  });

  it('leaves out what the subscriber already got, and topics left with nothing', () => {
    const plan = planDigest(stories, ORDER, ['world', 'sports', 'unknown'], [], new Set(['5', '2']), 5);
    expect(plan.sections.map((section) => [section.topic, section.stories.map((s) => s.id)])).toEqual([['world', ['6']]]);
    expect(planDigest(stories, ORDER, ['world'], [], new Set(['2', '5', '6']), 5).sections).toEqual([]);
  });

  it('gives subscribers with the same topics and the same stories already sent one key', () => {
    const a = planDigest(stories, ORDER, ['world', 'top'], [], new Set(['2']), 2);
    const b = planDigest(stories, ORDER, ['top', 'world'], [], new Set(['2']), 2);
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(planDigest(stories, ORDER, ['top', 'world'], [], new Set(), 2).key);
  });

  describe('what the subscriber follows', () => {
    const withFollowed = { ...stories, 'world/Climate': ['7', '5', '8'].map(story), science: ['9', '10'].map(story) };
    const FOLLOWED_ORDER = ['top', FOLLOWED_TOPIC, 'world', 'sports'];

    it('draws from each followed category and subcategory in turn, after the topics before it, never twice', () => {
      const plan = planDigest(withFollowed, FOLLOWED_ORDER, ['world', FOLLOWED_TOPIC], ['world/Climate', 'science', 'health'], new Set(['9']), 3);
      expect(plan.sections.map((section) => [section.topic, section.stories.map((s) => s.id)])).toEqual([
        [FOLLOWED_TOPIC, ['7', '10', '5']],
        ['world', ['2', '6']],
      ]);
    });

    it('is left out when nothing is followed, and ignored when not chosen', () => {
      expect(planDigest(withFollowed, FOLLOWED_ORDER, [FOLLOWED_TOPIC], [], new Set(), 3).sections).toEqual([]);
      const plain = planDigest(withFollowed, FOLLOWED_ORDER, ['world'], ['science'], new Set(), 3);
      expect(plain.sections.map((section) => section.topic)).toEqual(['world']);
      // The same mail as a subscriber who follows nothing: one rendering for both.
      expect(plain.key).toBe(planDigest(withFollowed, FOLLOWED_ORDER, ['world'], [], new Set(), 3).key);
    });

    it('gives one key to the same follows in any order, and another to other follows', () => {
      const a = planDigest(withFollowed, FOLLOWED_ORDER, [FOLLOWED_TOPIC], ['science', 'world/Climate'], new Set(), 3);
      expect(a.key).toBe(planDigest(withFollowed, FOLLOWED_ORDER, [FOLLOWED_TOPIC], ['world/Climate', 'science'], new Set(), 3).key);
      expect(a.key).not.toBe(planDigest(withFollowed, FOLLOWED_ORDER, [FOLLOWED_TOPIC], ['science'], new Set(), 3).key);
    });
  });
});
