import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../server/site/load-site';
import type { NewsItem } from '../../../shared/types';
import { listItemsJsonLd } from './list-head';

const config = loadSite('xnews').config;

describe('listItemsJsonLd', () => {
  it('links each story with the lists’ 25-character slug (spec §5, §9)', () => {
    const story = { id: '1900000000000000001', title: 'Senate passes sweeping infrastructure bill after long debate' } as NewsItem;
    const jsonLd = listItemsJsonLd(config, 'en', 'World', `${config.domainName}/en/news/list/world`, [story]) as { itemListElement: { url: string }[] };
    // 'Senate passes sweeping in': the title's first 25 characters.
    expect(jsonLd.itemListElement.map((item) => item.url)).toEqual([`${config.domainName}/en/news/analysis/senate-passes-sweeping-in-1900000000000000001`]);
  });
});
