import { describe, expect, it } from 'vitest';
import { loadSite } from '../../server/site/load-site';
import type { SiteConfig } from '../types';
import { archiveCategoryOf } from './archive-paths';

const site = loadSite('xnews').config;
const withLists = (sites_news_lists: string[]): SiteConfig => ({ ...site, sites_news_lists });
const config = withLists(['main', 'trending', 'World', 'politics']);

describe('archiveCategoryOf', () => {
  it('takes a configured list but main and trending, in any case, lowercased', () => {
    expect(archiveCategoryOf('world', config)).toBe('world');
    expect(archiveCategoryOf('POLITICS', config)).toBe('politics');
  });

  it('takes trending only while the site lists it', () => {
    expect(archiveCategoryOf('Trending', config)).toBe('trending');
    expect(archiveCategoryOf('trending', withLists(['world']))).toBeNull();
  });

  it('refuses main, any other name and no value', () => {
    for (const value of ['main', 'sports', 'world/x', '', null, undefined]) expect(archiveCategoryOf(value, config)).toBeNull();
  });
});
