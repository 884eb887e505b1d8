import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { articlePath } from '../../shared/routes';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';
import { checkProperty } from './support/fuzz-property';
import { headerText, hostileQuery, hostileSegment, hostileText, segmentOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/** Fuzzing every page route of spec §2 and the redirects around them: any address, query, cookie and header. */
const fuzz = fuzzSuite();

const lang = segmentOr(LANGUAGE_CODES);
const SUBTYPES = [...new Set(Object.values(TAXONOMY).flat())];

/** Every page address of docs/pages.md's table, each part valid or hostile, and a few that are no page at all. */
function pagePath(storyPaths: string[], month: string): fc.Arbitrary<string> {
  const slugAndId = segmentOr(storyPaths.map((path) => path.split('/').pop() ?? ''));
  const category = segmentOr([...NEWS_TYPES, 'main']);
  return fc.oneof(
    fc.tuple(lang, segmentOr(NEWS_TYPES), segmentOr(SUBTYPES)).map(([l, type, subtype]) => `/${l}/news/list/${type}/${subtype}`),
    fc.tuple(lang, segmentOr(NEWS_TYPES)).map(([l, type]) => `/${l}/news/list/${type}`),
    fc.tuple(lang, slugAndId).map(([l, slug]) => `/${l}/news/analysis/${slug}`),
    fc.tuple(lang, slugAndId).map(([l, slug]) => `/${l}/news/analysis/brief/${slug}`),
    lang.map((l) => `/${l}/news/archive`),
    fc.tuple(lang, category).map(([l, c]) => `/${l}/news/archive/category/${c}`),
    fc.tuple(lang, category, segmentOr([month, '202504', '000000', '999912', '202513'])).map(([l, c, m]) => `/${l}/news/archive/category/${c}/${m}`),
    fc.tuple(lang, segmentOr(['AboutUS', 'contact', 'privacy', 'terms'])).map(([l, page]) => `/${l}/about/${page}`),
    fc.tuple(lang, segmentOr(['login', 'signup', 'reset', 'profile'])).map(([l, page]) => `/${l}/user/${page}`),
    fc.tuple(lang, segmentOr(['audit', 'inbox', 'newsletter', 'people'])).map(([l, screen]) => `/${l}/desk/${screen}`),
    fc.tuple(lang, segmentOr(storyPaths.map((path) => path.split('-').pop() ?? ''))).map(([l, id]) => `/${l}/desk/stories/${id}`),
    lang.map((l) => `/${l}`),
    fc.constantFrom('/', '//', '///evil.example/x', '/\\evil.example', '/profile', '/restaurant/boss', '/test', '/login'),
    fc.tuple(fc.constantFrom('news', 'about'), hostileSegment).map(([prefix, rest]) => `/${prefix}/${rest}`),
    fc.array(hostileSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  );
}

const PAGE_PARAMETERS = ['page', 'sent', 'token', 'oauth_error', 'provider'];

/** Cookies a reader's browser may hold, with any values: the language, the page size, a session, the last path. */
const cookies = fc
  .array(fc.tuple(fc.constantFrom('lang', 'xn_ps', 'access_token', 'XSRF-TOKEN', 'last_path', 'user_info', '__proto__'), hostileText), { maxLength: 3 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('; '));

/** What else a browser or a bot sends that the renderer reads: the page-size hints, languages, a cached copy's tag. */
const headers = fc.record(
  {
    'User-Agent': fc.oneof(headerText, fc.constantFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile', 'x'.repeat(4000))),
    'Sec-CH-UA-Mobile': fc.oneof(headerText, fc.constantFrom('?1', '?0')),
    'Accept-Language': fc.oneof(headerText, fc.constantFrom('zh-TW,zh;q=0.9', '*;q=abc', 'x-klingon')),
    'If-None-Match': fc.oneof(headerText, fc.constantFrom('*', 'W/"x"')),
    Accept: fc.oneof(headerText, fc.constantFrom('application/json', 'text/html', '*/*;q=0')),
  },
  { requiredKeys: [] },
);

describe('page routes', () => {
  it('answer any address, query, cookie and header with a page, a redirect or a 404', async () => {
    const storyPaths = fuzz().stories.map((story) => articlePath(story.lang, story.title, story.id));
    await checkProperty({ seed: 70501, numRuns: 150 }, pagePath(storyPaths, fuzz().month), hostileQuery(PAGE_PARAMETERS), cookies, headers, async (path, query, cookie, sent) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: query ? `${path}?${query}` : path, headers: { ...sent, ...(cookie ? { Cookie: cookie } : {}) } });
      // 304: If-None-Match: * matches any page there is.
      expect([200, 301, 302, 304, 400, 404]).toContain(response.status);
      if (response.status === 301 || response.status === 302) expect(response.headers.location).toMatch(/^\/(?!\/)/);
    });
  });

  it('answer HEAD on any address as they answer GET, without a body', async () => {
    const storyPaths = fuzz().stories.map((story) => articlePath(story.lang, story.title, story.id));
    await checkProperty({ seed: 70502, numRuns: 30 }, pagePath(storyPaths, fuzz().month), async (path) => {
      const response = await sendAndCheck(fuzz().app, { method: 'HEAD', path });
      expect([200, 301, 302, 400, 404]).toContain(response.status);
    });
  });
});
