import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../server/site/load-site';
import type { SiteConfig } from '../../../shared/types';
import { lastSegment, storyRoute } from './article-route';
import { withSearch } from './story-prefetch';

const config = loadSite('xnews').config;
const frenchOnly: SiteConfig = { ...config, languageCodes: ['fr'] };

describe('storyRoute', () => {
  it('reads the language, the id after the last hyphen, and the segment as it came', () => {
    expect(storyRoute({ lang: 'tw', slugAndId: 'rain-in-spain-12345' }, config)).toEqual({ kind: 'story', lang: 'tw', id: '12345', segment: 'rain-in-spain-12345' });
    expect(storyRoute({ lang: 'cn', slugAndId: '18446744073709551615' }, config)).toEqual({ kind: 'story', lang: 'cn', id: '18446744073709551615', segment: '18446744073709551615' });
  });

  it('calls an address missing its story when the language is absent, unknown or not the site’s', () => {
    expect(storyRoute({ slugAndId: 'a-1' }, config)).toEqual({ kind: 'missing' });
    expect(storyRoute({ lang: 'de', slugAndId: 'a-1' }, config)).toEqual({ kind: 'missing' });
    expect(storyRoute({ lang: 'en', slugAndId: 'a-1' }, frenchOnly)).toEqual({ kind: 'missing' });
  });

  it('calls an address missing its story when there is no id', () => {
    expect(storyRoute({ lang: 'en' }, config)).toEqual({ kind: 'missing' });
    expect(storyRoute({ lang: 'en', slugAndId: '' }, config)).toEqual({ kind: 'missing' });
    expect(storyRoute({ lang: 'en', slugAndId: 'title-' }, config)).toEqual({ kind: 'missing' });
  });

  it('tells an id no story can have from a missing one', () => {
    for (const slugAndId of ['title-12a', 'title-x', `title-${'9'.repeat(31)}`, '-1.5']) {
      expect(storyRoute({ lang: 'en', slugAndId }, config)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('lastSegment and withSearch', () => {
  it('take the segment a canonical address ends in', () => {
    expect(lastSegment('/en/news/analysis/rain-in-spain-12345')).toBe('rain-in-spain-12345');
    expect(lastSegment('/en/news/analysis/brief/7')).toBe('7');
  });

  it('keep a query on a redirect, but not an empty one', () => {
    expect(withSearch('/en/news/analysis/a-1', '?utm_source=x')).toBe('/en/news/analysis/a-1?utm_source=x');
    expect(withSearch('/en/news/analysis/a-1', '?')).toBe('/en/news/analysis/a-1');
    expect(withSearch('/en/news/analysis/a-1', '')).toBe('/en/news/analysis/a-1');
  });
});
