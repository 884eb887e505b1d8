import { describe, it, expect } from 'vitest';
import { LIST_SLUG_LENGTH, isStoryId, parseSlugAndId, slugify } from './slug';

describe('slugify', () => {
  it('lowercases and turns runs of other characters into single hyphens', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('U.S. & EU -- Trade   Talks')).toBe('u-s-eu-trade-talks');
    expect(slugify('COVID-19 cases rise 20%')).toBe('covid-19-cases-rise-20');
  });

  it('removes hyphens at both edges', () => {
    expect(slugify('  "Quoted" headline...  ')).toBe('quoted-headline');
    expect(slugify('---a---')).toBe('a');
  });

  it('cuts the title to 35 characters before cleaning it (spec §9)', () => {
    const title = 'Breaking: Markets tumble as central banks raise rates again';
    expect(title.slice(0, 35)).toBe('Breaking: Markets tumble as central');
    expect(slugify(title)).toBe('breaking-markets-tumble-as-central');
    // Cutting first means punctuation counts towards the 35 characters.
    expect(slugify(`${'!'.repeat(30)}abcdefghij`)).toBe('abcde');
    // A cut inside a word keeps the partial word, and a cut on a space leaves no edge hyphen.
    expect(slugify('abcdefghij abcdefghij abcdefghij abcdefghij')).toBe('abcdefghij-abcdefghij-abcdefghij-ab');
    expect(slugify('abcdefghij abcdefghij abcdefghij a bcdef')).toBe('abcdefghij-abcdefghij-abcdefghij-a');
  });

  it('does not count the space around a title towards the 35 characters', () => {
    const title = 'Senate passes sweeping infrastructure bill after long debate';
    expect(slugify(`   ${title}\n`)).toBe(slugify(title));
  });

  it('honours a custom length, such as the list slug length', () => {
    const title = 'Senate passes sweeping infrastructure bill after long debate';
    expect(slugify(title, LIST_SLUG_LENGTH)).toBe('senate-passes-sweeping-in');
    expect(slugify(title, 0)).toBe('');
    expect(slugify(title, -5)).toBe('');
  });

  it('gives an empty slug for titles with no Latin letters or digits', () => {
    expect(slugify('美国大选结果公布')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('🚀🚀🚀')).toBe('');
  });

  it('keeps only the ASCII parts of mixed and accented titles', () => {
    expect(slugify('特斯拉 Tesla 发布 Model Y')).toBe('tesla-model-y');
    expect(slugify('Café Olé à Paris')).toBe('caf-ol-paris');
    expect(slugify('Élysée')).toBe('lys-e');
  });
});

describe('parseSlugAndId', () => {
  it('takes the id after the last hyphen and the slug before it', () => {
    expect(parseSlugAndId('markets-tumble-1234567890')).toEqual({ slug: 'markets-tumble', id: '1234567890' });
    expect(parseSlugAndId('covid-19-cases-42')).toEqual({ slug: 'covid-19-cases', id: '42' });
  });

  it('treats a parameter without a hyphen as the id', () => {
    expect(parseSlugAndId('1234567890')).toEqual({ slug: '', id: '1234567890' });
    expect(parseSlugAndId('')).toEqual({ slug: '', id: '' });
  });

  it('leaves an empty id after a trailing hyphen, for the caller to reject', () => {
    expect(parseSlugAndId('slug-')).toEqual({ slug: 'slug', id: '' });
    expect(parseSlugAndId('-123')).toEqual({ slug: '', id: '123' });
  });

  it('keeps ids above 2^53 exactly', () => {
    const id = '18446744073709551615';
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(parseSlugAndId(`some-story-${id}`).id).toBe(id);
    expect(String(Number(id))).not.toBe(id);
  });
});

describe('isStoryId', () => {
  it('accepts strings of 1 to 30 digits', () => {
    expect(isStoryId('0')).toBe(true);
    expect(isStoryId('1234567890123456789')).toBe(true);
    expect(isStoryId('9'.repeat(30))).toBe(true);
  });

  it('rejects everything else', () => {
    for (const value of ['', '9'.repeat(31), '12a', '-1', '1.5', ' 12', '12 ', '１２', '1e9', '0x1F']) {
      expect(isStoryId(value)).toBe(false);
    }
    expect(isStoryId(123)).toBe(false);
    expect(isStoryId(null)).toBe(false);
    expect(isStoryId(undefined)).toBe(false);
  });
});
