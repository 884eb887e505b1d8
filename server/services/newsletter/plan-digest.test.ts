import { describe, expect, it } from 'vitest';
import type { EditionStory } from '../../db/newsletter/editions';
import { planDigest } from './plan-digest';

const story = (id: string): EditionStory => ({ id, title: id, summary: '', image: null, url: `/${id}` });
const stories = { top: ['1', '2', '3', '4'].map(story), world: ['2', '5', '6'].map(story), sports: [] };
const ORDER = ['top', 'world', 'sports', 'health'];

describe('planDigest', () => {
  it('takes the topics in the site order, best first, each story once per mail', () => {
    const plan = planDigest(stories, ORDER, ['world', 'top'], new Set(), 2);
    expect(plan.sections.map((section) => [section.topic, section.stories.map((s) => s.id)])).toEqual([['top', ['1', '2']], ['world', ['5', '6']]]);
    expect(plan.storyIds).toEqual(['1', '2', '5', '6']);
  });

  it('leaves out what the subscriber already got, and topics left with nothing', () => {
    const plan = planDigest(stories, ORDER, ['world', 'sports', 'unknown'], new Set(['5', '2']), 5);
    expect(plan.sections.map((section) => [section.topic, section.stories.map((s) => s.id)])).toEqual([['world', ['6']]]);
    expect(planDigest(stories, ORDER, ['world'], new Set(['2', '5', '6']), 5).sections).toEqual([]);
  });

  it('gives subscribers with the same topics and the same stories already sent one key', () => {
    const a = planDigest(stories, ORDER, ['world', 'top'], new Set(['2']), 2);
    const b = planDigest(stories, ORDER, ['top', 'world'], new Set(['2']), 2);
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(planDigest(stories, ORDER, ['top', 'world'], new Set(), 2).key);
  });
});
