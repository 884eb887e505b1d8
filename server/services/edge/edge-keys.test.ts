import { describe, expect, it } from 'vitest';
import { edgeKey, edgeKeysOf, MAX_EDGE_KEY_BYTES, MAX_EDGE_KEYS } from './edge-keys';
import { ANY_STORY, archiveTags, correctionsTags, listTags, storyChangeTags, storyTags } from '../news/news-tags';

describe('edgeKey', () => {
  it('writes a tag as a key every CDN takes: no wildcard, space or comma, printable ASCII only', () => {
    expect(edgeKey('list:en:*:*:0')).toBe('list:en:all:all:0');
    expect(edgeKey('list:fr:world:Affaires étrangères, monde:10')).toBe('list:fr:world:Affaires__trang_res__monde:10');
    expect(edgeKey('story:1900000000000000002')).toBe('story:1900000000000000002');
  });

  it('names a key longer than the tightest limit by its hash, the same each time, so a purge still finds it', () => {
    const long = `list:en:world:${'x'.repeat(400)}:0`;
    const key = edgeKey(long);
    expect(key).toMatch(/^h:[0-9a-f]{64}$/);
    expect(Buffer.byteLength(key)).toBeLessThanOrEqual(MAX_EDGE_KEY_BYTES);
    expect(edgeKey(long)).toBe(key);
    expect(edgeKey(`${long}y`)).not.toBe(key);
  });
});

describe('edgeKeysOf', () => {
  it('keeps every key of a response within the limit, once each', () => {
    const tags = [...listTags({ lang: 'en', types: ['world'], subtype: null, minTrendingScore: 10 }), ...storyTags('7'), ...storyTags('7')];
    expect(edgeKeysOf(tags)).toEqual(['list:en:world:all:10', 'story:7']);
  });

  it('falls back to the key every story write announces when a response depends on more than the limit, keeping the others', () => {
    const stories = Array.from({ length: MAX_EDGE_KEYS + 5 }, (_, n) => storyTags(String(n))).flat();
    const tags = [...stories, ...archiveTags({ lang: 'en', types: null, start: 1_743_465_600 }), ...correctionsTags('en')];
    const keys = edgeKeysOf(tags);
    expect(keys).toEqual([ANY_STORY, 'corrections:en']);
    // Not stale for it: any write of any of those stories announces the key it falls back to.
    const written = storyChangeTags([{ id: '3', before: null, after: { type: 'world', subtype: 'War', trendingScore: 60, postTime: 1_743_500_000, langs: ['en'] } }]);
    expect(written.map(edgeKey)).toContain(ANY_STORY);
  });
});
