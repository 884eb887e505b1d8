import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_API } from '../../shared/newsletter';
import { documentedAnswers } from './support/documented';
import { FUZZ_LOCAL_TOKEN, FUZZ_OPS_TOKEN } from './support/fuzz-app';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround } from './support/hostile-bodies';
import { headerText, hostileQuery, textOr, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { sendAndCheck } from './support/send';

/** Fuzzing the operators' API: the newsletter's send call and the local outbox, past their tokens and at them. */
const fuzz = fuzzSuite();
const expectDocumented = documentedAnswers(fuzz);

/** The token, another one, or any text in its place. */
const bearer = (token: string) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(`Bearer ${token}`) }, { weight: 1, arbitrary: headerText.map((text) => `Bearer ${text}`) }, { weight: 1, arbitrary: headerText });

describe('POST /api/ops/newsletter/send', () => {
  it('sends the edition of any frequency and language it takes, and refuses any other body with a 400 naming the field', async () => {
    await checkProperty({ seed: 70951, numRuns: 40 }, bearer(FUZZ_OPS_TOKEN), jsonBodyAround({ frequency: 'weekly', lang: 'en' }), async (authorization, body) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: NEWSLETTER_API.send,
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body,
      });
      expectDocumented(response, 'post', NEWSLETTER_API.send);
      expectNamedFault(response, ['frequency', 'lang']);
      expect([200, 400, 401, 413], `${response.status}`).toContain(response.status);
    });
  });
});

describe('GET /api/ops/outbox', () => {
  it('answers any query with the messages, or a 400 naming the parameter', async () => {
    const valid = fc
      .record({ limit: textOr(['1', '20', '200', '201', '0'], 8), to: textOr(['someone@example.com'], 4) }, { requiredKeys: [] })
      .map((pairs) => Object.entries(pairs).map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('&'));
    const query = fc.oneof(valid, hostileQuery(['limit', 'to']), fc.tuple(valid, hostileQuery(['limit', 'to'])).map(([good, bad]) => `${good}&${bad}`));
    await checkProperty({ seed: 70952, numRuns: 40 }, bearer(FUZZ_LOCAL_TOKEN), query, async (authorization, search) => {
      const response = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/ops/outbox?${search}`, headers: { Authorization: authorization } });
      expectDocumented(response, 'get', '/api/ops/outbox');
      expectNamedFault(response, ['limit', 'to']);
      expect([200, 400, 401], `${response.status}`).toContain(response.status);
    });
  });
});
