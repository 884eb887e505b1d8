import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { TEST_INGEST_TOKEN } from '../support/test-app';
import { checkProperty } from './support/fuzz-property';
import { jsonText, objectAround, wrongTypeValue } from './support/hostile-bodies';
import { headerText, hostileText } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/** Fuzzing POST /api/ingest/news: every field of a news item of the wrong type or hostile, as JSON and NDJSON. */
const fuzz = fuzzSuite();

const AUTHORIZED = { Authorization: `Bearer ${TEST_INGEST_TOKEN}` };

/** Items around valid ones, each field kept, mistyped, hostile or missing. */
const items = fc.array(objectAround(newsItem()), { minLength: 1, maxLength: 3 });

describe('POST /api/ingest/news', () => {
  it('writes a batch whole or refuses it whole with a reason per item, whatever the items hold', async () => {
    const body = fc.oneof(
      { weight: 6, arbitrary: items.map((trees) => ({ type: 'application/json', text: `[${trees.map(jsonText).join(',')}]` })) },
      { weight: 2, arbitrary: items.map((trees) => ({ type: 'application/x-ndjson', text: trees.map(jsonText).join('\n') })) },
      { weight: 1, arbitrary: fc.oneof(wrongTypeValue.map(jsonText), hostileText).map((text) => ({ type: 'application/json', text })) },
      { weight: 1, arbitrary: hostileText.map((text) => ({ type: 'application/x-ndjson', text })) },
    );
    await checkProperty({ seed: 70201, numRuns: 120 }, body, async ({ type, text }) => {
      const response = await sendAndCheck(fuzz().app, { method: 'POST', path: '/api/ingest/news', headers: { ...AUTHORIZED, 'Content-Type': type }, body: text });
      if (response.status === 200) expect(response.body).toMatchObject({ ok: true, accepted: expect.any(Number) });
      else expect(response.status).toBe(400);
    });
  });

  it('stores any text in any text field of an otherwise valid item, or refuses it with a reason', async () => {
    // Prefixes keep each field's own rule met (a title of 5 characters, a path for an image), so the text alone decides.
    const texts = fc.record(
      {
        title: hostileText.map((text) => `Title ${text}`),
        news: hostileText.map((text) => `News ${text}`),
        summary: hostileText,
        outlines: fc.array(hostileText, { maxLength: 3 }),
        user_id: hostileText,
        img_urls: fc.array(hostileText.map((text) => `/media/${text}`), { maxLength: 2 }),
        video_embed_link: hostileText,
        cita: hostileText,
        news_author: fc.record({ name: hostileText, url: hostileText.map((text) => `https://example.com/${text}`) }),
      },
      { requiredKeys: [] },
    );
    await checkProperty({ seed: 70203, numRuns: 80 }, texts, async (fields) => {
      const item = { ...newsItem(), ...fields };
      const response = await sendAndCheck(fuzz().app, { method: 'POST', path: '/api/ingest/news', headers: { ...AUTHORIZED, 'Content-Type': 'application/json' }, body: JSON.stringify([item]) });
      if (response.status === 200) {
        const stored = await sendAndCheck(fuzz().app, { method: 'GET', path: `/api/public/xnews/details/${item.id}?lang=en` });
        expect(stored.status).toBe(200);
      } else {
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'invalid_items', items: [{ index: 0, reasons: expect.any(Array) }] });
      }
    });
  });

  it('answers every caller without the token alike, whatever it sends', async () => {
    const authorization = fc.oneof(headerText, fc.constantFrom('Bearer', 'Bearer ', `Bearer ${TEST_INGEST_TOKEN}x`, `Basic ${TEST_INGEST_TOKEN}`));
    await checkProperty({ seed: 70202, numRuns: 40 }, authorization, async (value) => {
      const response = await sendAndCheck(fuzz().app, { method: 'POST', path: '/api/ingest/news', headers: { Authorization: value, 'Content-Type': 'application/json' }, body: '[]' });
      expect(response.status).toBe(401);
    });
  });
});
