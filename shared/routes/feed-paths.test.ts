import { describe, expect, it } from 'vitest';
import { categoryFeedPath, languageFeedPath, monthSitemapPath } from './feed-paths';

describe('feed and sitemap addresses', () => {
  it('name a month sitemap by language and month, and its later parts by number', () => {
    expect(monthSitemapPath('en', '202504')).toBe('/sitemaps/en/202504.xml');
    expect(monthSitemapPath('tw', '202504', 1)).toBe('/sitemaps/tw/202504.xml');
    expect(monthSitemapPath('tw', '202504', 3)).toBe('/sitemaps/tw/202504-3.xml');
  });

  it('keep every feed under /rss/, a category in one segment', () => {
    expect(languageFeedPath('fr')).toBe('/rss/fr.xml');
    expect(categoryFeedPath('es', 'trending')).toBe('/rss/es/trending.xml');
    expect(categoryFeedPath('en', 'a/b c')).toBe('/rss/en/a%2Fb%20c.xml');
  });
});
