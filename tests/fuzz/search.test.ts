import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { SEARCH_SORTS } from '../../shared/search';
import { NEWS_TYPES } from '../../shared/taxonomy';
import { documentedAnswers } from './support/documented';
import { checkProperty } from './support/fuzz-property';
import { forwardedFor, hostileQuery, hostileText, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { sendAndCheck } from './support/send';

/** Fuzzing search and suggestions: the reader's words go into a full-text query, so they get the hardest texts. */
const fuzz = fuzzSuite();
const expectDocumented = documentedAnswers(fuzz);

/** Words the seeded stories hold, in every script, with the operators web search takes: so that some runs match, rank and highlight. */
const WORDS = ['central bank', 'rates', '"central bank"', 'bank -rates', 'bank or sommet', 'dirigeants', 'sommet', '各国领导人', '峰会', 'El banco', 'élection', 'story', 'ce', '-', '"', 'or'];
const words = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...WORDS), hostileText).map(([word, hostile]) => `${word} ${hostile}`) },
);

/** The other parameters: values each takes, and a few just outside what it takes. */
const PARAMETERS: Record<string, { valid: readonly string[]; invalid: readonly string[] }> = {
  lang: { valid: LANGUAGE_CODES, invalid: ['de'] },
  page: { valid: ['1', '2', '500'], invalid: ['501', '0'] },
  size: { valid: ['1', '20', '100'], invalid: ['101'] },
  type: { valid: [...NEWS_TYPES, 'main', 'trending', 'WORLD'], invalid: ['any'] },
  sort: { valid: SEARCH_SORTS, invalid: ['best'] },
};
const parametersOf = (pick: (values: { valid: readonly string[]; invalid: readonly string[] }) => fc.Arbitrary<string>) =>
  Object.fromEntries(Object.entries(PARAMETERS).map(([name, values]) => [name, pick(values)]));

/**
 * A query over the call's parameters. Two runs in three keep the other parameters valid, so that
 * the words reach the full-text query; the third makes any of them hostile, and adds hostile pairs.
 */
function searchQuery(names: readonly string[]): fc.Arbitrary<string> {
  const text = (pairs: Record<string, string>) =>
    Object.entries(pairs).filter(([name]) => names.includes(name)).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('&');
  const valid = fc.record({ q: words, ...parametersOf(({ valid }) => fc.constantFrom(...valid)) }, { requiredKeys: ['q'] });
  const hostile = fc.record({ q: words, ...parametersOf(({ valid, invalid }) => textOr([...valid, ...invalid], 4)) }, { requiredKeys: ['q'] });
  return fc.oneof(
    { weight: 2, arbitrary: valid.map(text) },
    { weight: 1, arbitrary: fc.tuple(hostile, hostileQuery(names)).map(([pairs, extra]) => [text(pairs), extra].filter(Boolean).join('&')) },
  );
}

describe('GET /api/public/xnews/search', () => {
  it('answers any words and query with a page of matches, or a 400 naming the parameter', async () => {
    const names = ['q', 'lang', 'page', 'size', 'type', 'sort'];
    await checkProperty({ seed: 70941, numRuns: 60 }, searchQuery(names), forwardedFor, async (query, ip) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/search?${query}`, headers: { 'X-Forwarded-For': ip } });
      expectDocumented(response, 'get', '/api/public/xnews/search');
      expectNamedFault(response, names);
      expect([200, 400, 429], `${response.status}`).toContain(response.status);
    });
  });
});

describe('GET /api/public/xnews/suggest', () => {
  it('answers any words and query with suggestions, or a 400 naming the parameter', async () => {
    const names = ['q', 'lang'];
    await checkProperty({ seed: 70942, numRuns: 60 }, searchQuery(names), forwardedFor, async (query, ip) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/suggest?${query}`, headers: { 'X-Forwarded-For': ip } });
      expectDocumented(response, 'get', '/api/public/xnews/suggest');
      expectNamedFault(response, names);
      expect([200, 400, 429], `${response.status}`).toContain(response.status);
      if (response.status === 200) {
        const ids = fuzz().stories.map((story) => story.id);
        for (const suggestion of response.body as { id: string }[]) expect(ids).toContain(suggestion.id);
      }
    });
  });
});
