import { describe, expect, it } from 'vitest';
import { stripFootnotes } from '../footnotes';
import { cleanNewsList } from '../list-rules';
import { LIST_SLUG_LENGTH, parseSlugAndId } from '../slug';
import { articlePath, briefPath } from './news-paths';

describe('articlePath and briefPath', () => {
  const bigId = '18446744073709551615';

  it('build slug-and-id addresses', () => {
    expect(articlePath('en', 'Markets tumble, again!', '42')).toBe('/en/news/analysis/markets-tumble-again-42');
    expect(briefPath('fr', 'Markets tumble, again!', '42')).toBe('/fr/news/analysis/brief/markets-tumble-again-42');
  });

  it('use only the id when the slug is empty, as for Chinese titles', () => {
    expect(articlePath('cn', '美国大选结果公布', bigId)).toBe(`/cn/news/analysis/${bigId}`);
    expect(briefPath('tw', '', '7')).toBe('/tw/news/analysis/brief/7');
  });

  it('preserve 20-digit ids exactly', () => {
    expect(articlePath('en', 'Big id', bigId)).toBe(`/en/news/analysis/big-id-${bigId}`);
  });

  it('limit the slug to 35 characters by default and to a given length otherwise', () => {
    const title = 'Senate passes sweeping infrastructure bill after long debate';
    expect(articlePath('en', title, '1')).toBe('/en/news/analysis/senate-passes-sweeping-infrastructu-1');
    expect(articlePath('en', title, '1', LIST_SLUG_LENGTH)).toBe('/en/news/analysis/senate-passes-sweeping-in-1');
  });

  it('round-trip through parseSlugAndId, hyphenated slugs included', () => {
    const path = articlePath('es', 'Mergers-Acquisitions surge in Q3', bigId);
    const param = path.split('/').pop() ?? '';
    expect(parseSlugAndId(param)).toEqual({ slug: 'mergers-acquisitions-surge-in-q3', id: bigId });
  });

  it("give a card the same address as the article: the list's copy of a title is cleaned, the article's only stripped", () => {
    // Stored with space before it: the list (spec §5) strips the marker and trims, the details API only strips.
    const stored = { id: '42', title: '  Senate passes sweeping infrastructure bill after long debate [1]' };
    const [listed] = cleanNewsList([stored]);
    const articleTitle = stripFootnotes(stored.title);
    expect(listed?.title).not.toBe(articleTitle);
    expect(articlePath('en', listed?.title ?? '', stored.id)).toBe(articlePath('en', articleTitle, stored.id));
    expect(articlePath('en', articleTitle, stored.id)).toBe('/en/news/analysis/senate-passes-sweeping-infrastructu-42');
  });

  it('encode an id that would otherwise add path segments', () => {
    expect(articlePath('en', 'x', '../admin')).toBe('/en/news/analysis/x-..%2Fadmin');
  });
});
