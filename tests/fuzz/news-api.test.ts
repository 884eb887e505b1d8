import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';
import { checkProperty } from './support/fuzz-property';
import { hostileQuery, segmentOr, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/** Fuzzing the news API of spec §7: the list, details, archive and nav endpoints. */
const fuzz = fuzzSuite();

const LIST_PARAMETERS = ['lang', 'page', 'size', 'daysBack', 'type', 'subtype', 'startTime', 'endTime', 'minTrendingScore', 'listNames'];
const ARCHIVE_PARAMETERS = ['page', 'size', 'forceRefresh', 'listNames'];
const SUBTYPES = [...new Set(Object.values(TAXONOMY).flat())];

/**
 * A query string that mixes valid pairs in: a hostile value alone is refused by the first check,
 * so some runs carry good values for the other parameters to reach the later ones.
 */
function listQuery(): fc.Arbitrary<string> {
  const valid = fc.record(
    {
      lang: fc.constantFrom(...LANGUAGE_CODES),
      type: fc.constantFrom(...NEWS_TYPES),
      subtype: fc.constantFrom(...SUBTYPES),
      size: fc.integer({ min: 1, max: 1000 }).map(String),
      page: fc.integer({ min: 1, max: 100_000 }).map(String),
      startTime: fc.integer({ min: 0, max: 2 ** 40 }).map(String),
      minTrendingScore: textOr(['0', '55', '100', '99.5']),
      listNames: textOr([...NEWS_TYPES, 'main', 'world,business']),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(valid, hostileQuery(LIST_PARAMETERS)).map(([pairs, hostile]) =>
    [...Object.entries(pairs).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`), hostile].filter(Boolean).join('&'),
  );
}

describe('GET /api/public/xnews/list', () => {
  it('answers any query with a list or a 4xx that names the parameter', async () => {
    await checkProperty({ seed: 70101, numRuns: 150 }, listQuery(), async (query) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/list?${query}` });
      if (response.status === 200) expect(Array.isArray(response.body)).toBe(true);
      else expect(response.status).toBe(400);
    });
  });
});

describe('GET /api/public/xnews/details/{id}', () => {
  it('answers any id and query with the story, a 404 or a 400', async () => {
    const ids = fuzz().stories.map((story) => story.id);
    await checkProperty(
      { seed: 70102, numRuns: 100 },
      segmentOr([...ids, '0', '1', '9'.repeat(30), '9'.repeat(31)]),
      hostileQuery(['lang']),
      async (id, query) => {
        const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/details/${id}?${query}` });
        if (response.status === 200) expect(ids).toContain((response.body as { id: string }).id);
        else expect([400, 404]).toContain(response.status);
      },
    );
  });
});

describe('GET /api/public/xnews/archive/{lang}/{category}/{yyyymm}', () => {
  it('answers any address and query with a month list or a 4xx', async () => {
    await checkProperty(
      { seed: 70103, numRuns: 120 },
      segmentOr(LANGUAGE_CODES),
      segmentOr([...NEWS_TYPES, 'main']),
      segmentOr([fuzz().month, '202504', '000000', '999912', '202513', '20250', '2025-04']),
      hostileQuery(ARCHIVE_PARAMETERS),
      async (lang, category, month, query) => {
        const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/archive/${lang}/${category}/${month}?${query}` });
        if (response.status === 200) expect(Array.isArray(response.body)).toBe(true);
        else expect([400, 404]).toContain(response.status);
      },
    );
  });
});

describe('GET /api/public/nav/{lang}', () => {
  it('answers any language with the navigation or a 4xx', async () => {
    await checkProperty({ seed: 70104, numRuns: 60 }, segmentOr(LANGUAGE_CODES), hostileQuery([]), async (lang, query) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/nav/${lang}?${query}` });
      if (response.status === 200) expect(response.body).toHaveProperty('navigations');
    });
  });
});
