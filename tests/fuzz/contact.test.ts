import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround } from './support/hostile-bodies';
import { hostileQuery, hostileSegment, hostileText, forwardedFor, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck } from './support/send';

/** Fuzzing the contact form: the JSON API, and the page's own form post without JavaScript. */
const fuzz = fuzzSuite();

const VALID = { name: 'Ada Reader', email: 'ada@example.com', subject: 'A question', message: 'Hello, I have a question.', lang: 'en' };
const FIELDS = ['name', 'email', 'subject', 'message', 'lang', 'website'];

describe('POST /api/public/contact', () => {
  it('answers any JSON body with thanks or a 4xx naming the fields', async () => {
    await checkProperty({ seed: 70301, numRuns: 100 }, jsonBodyAround(VALID), forwardedFor, async (body, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: '/api/public/contact',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body,
      });
      if (response.status === 200) expect(response.body).toMatchObject({ success: true, message: expect.any(String) });
      else expect([400, 429]).toContain(response.status);
    });
  });

  it('keeps any text in any field of an otherwise valid form, or names the field it refuses', async () => {
    const texts = fc.record({ name: hostileText, email: hostileText, subject: hostileText, message: hostileText, lang: hostileText }, { requiredKeys: [] });
    await checkProperty({ seed: 70302, numRuns: 80 }, texts, forwardedFor, async (fields, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: '/api/public/contact',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ ...VALID, ...fields }),
      });
      if (response.status === 200) expect(response.body).toMatchObject({ success: true });
      else expect(response.body).toMatchObject({ error: 'invalid_contact', fields: expect.any(Object) });
    });
  });
});

describe('POST /{lang}/about/contact (the form without JavaScript)', () => {
  it('answers any urlencoded body with a redirect to the thanks, or the page with the fields at fault', async () => {
    const lang = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LANGUAGE_CODES) }, { weight: 1, arbitrary: hostileSegment });
    const valid = Object.entries(VALID).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
    const body = fc.oneof(
      hostileQuery(FIELDS),
      hostileQuery(FIELDS).map((hostile) => `${valid}&${hostile}`),
      fc.record({ name: hostileText, message: hostileText }).map((fields) => `${valid}&name=${urlForm(fields.name, 'encoded', null)}&message=${urlForm(fields.message, 'encoded', null)}`),
    );
    await checkProperty({ seed: 70303, numRuns: 60 }, lang, body, forwardedFor, async (prefix, form, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: `/${prefix}/about/contact`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
        body: form,
      });
      expect([303, 400, 404, 429]).toContain(response.status);
      if (response.status === 303) expect(response.headers.location).toMatch(/^\/(en|cn|tw|es|fr)\/about\/contact\?sent=1$/);
    });
  });
});
