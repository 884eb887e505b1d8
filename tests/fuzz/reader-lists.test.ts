import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLLOWS_API } from '../../shared/follows';
import { LANGUAGE_CODES } from '../../shared/languages';
import { SAVED_API } from '../../shared/saved-stories';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';
import { bystanderOf } from './support/bystander';
import { documentedAnswers } from './support/documented';
import { checkProperty } from './support/fuzz-property';
import { forwardedFor, headerText, hostileQuery, segmentOr, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { readerSupply } from './support/readers';
import { sendAndCheck } from './support/send';

/** Fuzzing a signed-in reader's lists (decision 019): saved stories, the save buttons' form, followed topics and "For you". */
const fuzz = fuzzSuite();
// Another reader saved the first story and follows world: neither may change.
bystanderOf(fuzz);
const expectDocumented = documentedAnswers(fuzz);

/** Well under the 120 changes and 300 reads a minute one account may make. */
const reader = readerSupply(fuzz, 100);
const SUBTYPES = [...new Set(Object.values(TAXONOMY).flat())];

const pairsText = (pairs: Record<string, string>) => Object.entries(pairs).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('&');

/** A query over a page's parameters: valid values or hostile ones, with hostile pairs after them half the time, so that every check is reached. */
const pageQuery = fc
  .tuple(
    fc.oneof(
      fc.record({ lang: fc.constantFrom(...LANGUAGE_CODES), page: fc.integer({ min: 1, max: 1000 }).map(String), size: fc.integer({ min: 1, max: 100 }).map(String) }, { requiredKeys: [] }),
      fc.record({ lang: textOr(LANGUAGE_CODES), page: textOr(['1', '1000', '1001', '0']), size: textOr(['1', '100', '101']) }, { requiredKeys: [] }),
    ),
    fc.option(hostileQuery(['lang', 'page', 'size']), { freq: 2, nil: '' }),
  )
  .map(([pairs, hostile]) => [pairsText(pairs), hostile].filter(Boolean).join('&'));

describe('PUT and DELETE /api/public/users/me/saved/{id}', () => {
  it('saves a story that exists, and answers any other id with a 400 naming it or a 404', async () => {
    const ids = fuzz().stories.map((story) => story.id);
    const id = segmentOr([...ids, '1', '0', '9'.repeat(30), ` ${ids[0]}`, `${ids[0]}.json`]);
    await checkProperty({ seed: 70901, numRuns: 60 }, fc.constantFrom('PUT', 'DELETE') as fc.Arbitrary<'PUT' | 'DELETE'>, id, hostileQuery([]), forwardedFor, async (method, story, query, ip) => {
      const { headers } = await reader();
      const response = await sendAndCheck(fuzz().app, { method, path: `${SAVED_API.story(story)}?${query}`, headers: { ...headers, 'X-Forwarded-For': ip } });
      expectDocumented(response, method === 'PUT' ? 'put' : 'delete', SAVED_API.story('{id}'));
      expectNamedFault(response, ['id']);
      if (response.status === 200) expect(response.body).toMatchObject({ saved: method === 'PUT' });
      if (method === 'PUT' && response.status === 200) expect(ids).toContain((response.body as { id: string }).id);
    });
  });
});

describe('GET /api/public/users/me/saved and /api/public/users/me/foryou', () => {
  it('answer any query with a page or a 400 naming lang, page or size', async () => {
    const paths = [SAVED_API.list, FOLLOWS_API.forYou];
    await checkProperty({ seed: 70902, numRuns: 60 }, fc.constantFrom(...paths), pageQuery, forwardedFor, async (path, query, ip) => {
      const { headers } = await reader();
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `${path}?${query}`, headers: { ...headers, 'X-Forwarded-For': ip } });
      expectDocumented(response, 'get', path);
      expectNamedFault(response, ['lang', 'page', 'size']);
      expect([200, 400], `${response.status}`).toContain(response.status);
    });
  });
});

describe('PUT and DELETE /api/public/users/me/follows/{category}[/{subcategory}]', () => {
  it('follows a category or subcategory there is, and answers anything else with a 400 naming it', async () => {
    // A subcategory of its own category (in any case) half the time; else any pair, valid or not.
    const ofItsCategory = fc.constantFrom(...NEWS_TYPES).chain((type) =>
      fc.tuple(fc.constant(type), fc.option(fc.constantFrom(...TAXONOMY[type]).map((sub) => (sub.length % 2 ? sub.toLowerCase() : sub)), { nil: null })),
    );
    const anyPair = fc.tuple(segmentOr([...NEWS_TYPES, 'main', 'trending', 'WORLD']), fc.option(segmentOr([...SUBTYPES, 'tennis']), { nil: null }));
    await checkProperty({ seed: 70903, numRuns: 60 }, fc.constantFrom('PUT', 'DELETE') as fc.Arbitrary<'PUT' | 'DELETE'>, fc.oneof(ofItsCategory, anyPair), forwardedFor, async (method, [topic, sub], ip) => {
      const { headers } = await reader();
      const path = `${FOLLOWS_API.list}/${topic}${sub === null ? '' : `/${sub}`}`;
      const response = await sendAndCheck(fuzz().app, { method, path, headers: { ...headers, 'X-Forwarded-For': ip } });
      expectDocumented(response, method === 'PUT' ? 'put' : 'delete', `${FOLLOWS_API.list}/{category}${sub === null ? '' : '/{subcategory}'}`);
      expectNamedFault(response, ['category', 'subcategory']);
      if (response.status === 200) {
        for (const follow of (response.body as { follows: { category: string }[] }).follows) expect(NEWS_TYPES).toContain(follow.category);
      }
    });
  });
});

describe('POST /api/public/users/me/saved/form (the save button without JavaScript)', () => {
  it('saves or removes from a page of this site and goes back there, and refuses anything else with a 4xx', async () => {
    const ids = fuzz().stories.map((story) => story.id);
    const valid = fc
      .record({ story: textOr(ids, 6), saved: textOr(['true', 'false'], 6), back: textOr(['/en', '/fr/news/list/world', '//evil.example', 'https://evil.example/', '/\\evil.example']) }, { requiredKeys: [] })
      .map(pairsText);
    const form = fc.oneof(valid, hostileQuery(['story', 'saved', 'back']), fc.tuple(valid, hostileQuery(['story', 'saved', 'back'])).map(([good, bad]) => `${good}&${bad}`));
    const site = fc.record(
      {
        'Sec-Fetch-Site': fc.oneof({ weight: 3, arbitrary: fc.constant('same-origin') }, { weight: 1, arbitrary: fc.constantFrom('same-site', 'cross-site', 'none', 'SAME-ORIGIN', '') }),
        Origin: fc.oneof(fc.constantFrom('http://127.0.0.1', 'https://evil.example', 'null'), headerText),
      },
      { requiredKeys: [] },
    );
    await checkProperty({ seed: 70904, numRuns: 60 }, form, site, fc.boolean(), forwardedFor, async (body, from, signedIn, ip) => {
      const session: Record<string, string> = signedIn ? { Cookie: `access_token=${(await reader()).token}` } : {};
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: SAVED_API.form,
        headers: { ...from, ...session, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
        body,
      });
      expectDocumented(response, 'post', SAVED_API.form);
      expectNamedFault(response, ['story', 'saved']);
      if (response.status !== 303) return;
      // Back to a page of this site, or to the login page: never another host.
      expect(response.headers.location).toMatch(/^\/(?![/\\])/);
    });
  });
});
