import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { documentedAnswers } from './support/documented';
import { FUZZ_OPS_TOKEN } from './support/fuzz-app';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround } from './support/hostile-bodies';
import { hostileQuery, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { sendAndCheck } from './support/send';

/**
 * Fuzzing the desk's API (decision 033) through the operations token: every body and query is
 * answered as the OpenAPI document says, bad input with a 400 naming the field, never a 5xx.
 * The desk's own rate limit may answer in the route's place (429).
 */
const fuzz = fuzzSuite();
const expectDocumented = documentedAnswers(fuzz);
const OPS = { Authorization: `Bearer ${FUZZ_OPS_TOKEN}` };

async function sendJson(method: 'POST' | 'PATCH', path: string, documentedPath: string, body: string | Buffer, fields: string[]): Promise<void> {
  const response = await sendAndCheck(fuzz().app, { method, path, headers: { ...OPS, 'Content-Type': 'application/json' }, body });
  expectDocumented(response, method.toLowerCase() as 'post' | 'patch', documentedPath);
  expectNamedFault(response, fields);
  expect([200, 400, 404, 409, 413, 429], `${response.status}`).toContain(response.status);
}

describe('the desk’s changes', () => {
  it('answers any withdrawal, pin and account change body as documented, naming the field at fault', async () => {
    const withdrawal = jsonBodyAround({ reason: 'legal', note: 'Court order' });
    const pin = jsonBodyAround({ list: 'world', langs: ['en'], until: new Date(Date.now() + 3_600_000).toISOString() });
    const person = jsonBodyAround({ role: 'editor' });
    await checkProperty({ seed: 70961, numRuns: 30 }, withdrawal, async (body) => sendJson('POST', DESK_API.withdraw('1'), DESK_API.withdraw('{id}'), body, ['reason', 'note', 'id']));
    await checkProperty({ seed: 70962, numRuns: 30 }, pin, async (body) => sendJson('POST', DESK_API.feature('1'), DESK_API.feature('{id}'), body, ['list', 'langs', 'until', 'id']));
    await checkProperty({ seed: 70963, numRuns: 30 }, person, async (body) =>
      sendJson('PATCH', DESK_API.person('00000000-0000-4000-8000-000000000000'), DESK_API.person('{id}'), body, ['role', 'disabled', 'id']),
    );
  });
});

describe('GET /api/desk/stories', () => {
  it('answers any query with a page, or a 400 naming the parameter', async () => {
    const names = ['category', 'subcategory', 'lang', 'status', 'from', 'to', 'q', 'after', 'limit'];
    const valid = fc
      .record(
        {
          category: textOr(['world', 'business', 'weather'], 6),
          status: textOr(['live', 'withdrawn', 'featured'], 6),
          lang: textOr(['en', 'fr', 'de'], 4),
          from: textOr(['2026-01-01', '2026-13-45', 'yesterday'], 6),
          q: textOr(['bank', '银行', '"rates'], 20),
          limit: textOr(['1', '200', '201', '0'], 6),
        },
        { requiredKeys: [] },
      )
      .map((pairs) => Object.entries(pairs).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('&'));
    const query = fc.oneof(valid, hostileQuery(names));
    await checkProperty({ seed: 70964, numRuns: 40 }, query, async (search) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `${DESK_API.stories}?${search}`, headers: OPS });
      expectDocumented(response, 'get', DESK_API.stories);
      expectNamedFault(response, names);
      expect([200, 400], `${response.status}`).toContain(response.status);
    });
  });
});
