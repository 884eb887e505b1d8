import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/**
 * Bodies are UTF-8. body-parser took any "utf-*" for JSON (so UTF-7, which hides
 * markup as "+ADw-") and any charset iconv knows for NDJSON, and decoded them; every body
 * endpoint now answers another charset with 415 { error, message }.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const contact = () => JSON.stringify({ name: 'Ada Reader', email: uniqueEmail('contact'), subject: 'A question', message: 'Hello, I have a question.', lang: 'en' });

/** Each body endpoint: how to send it a body of a type, and the status of its answer when the body is taken. */
const ENDPOINTS: [name: string, type: string, send: (contentType: string) => request.Test, accepted: number][] = [
  ['POST /api/public/contact', 'application/json', (type) => request(testApp.app).post('/api/public/contact').set('Content-Type', type).send(contact()), 200],
  ['POST /api/public/auth/login', 'application/json', (type) => request(testApp.app).post('/api/public/auth/login').set('Content-Type', type).send(JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD })), 401],
  ['POST /api/ingest/news (JSON)', 'application/json', (type) => ingest(type, JSON.stringify([newsItem()])), 200],
  ['POST /api/ingest/news (NDJSON)', 'application/x-ndjson', (type) => ingest(type, `${JSON.stringify(newsItem())}\n`), 200],
  ['POST /en/about/contact (form)', 'application/x-www-form-urlencoded', (type) => request(testApp.app).post('/en/about/contact').set('Content-Type', type).send(`name=Ada+Reader&email=${encodeURIComponent(uniqueEmail('form'))}&subject=A+question&message=Hello%2C+I+have+a+question.`), 303],
];

function ingest(type: string, body: string): request.Test {
  return request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`).set('Content-Type', type).send(body);
}

const REFUSED = ['charset=utf-7', 'charset=UTF-16', 'charset="utf-32"', 'charset=iso-8859-1', 'charset=latin1', 'charset=', 'charset=utf-8; charset=utf-7'];
const TAKEN = ['', '; charset=utf-8', '; charset=UTF-8', ';charset="utf-8"'];

describe.each(ENDPOINTS)('%s', (_name, type, send, accepted) => {
  it.each(REFUSED)(`refuses ${type}; %s with 415 { error, message }`, async (charset) => {
    const response = await send(`${type}; ${charset}`).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'unsupported_charset', message: expect.stringContaining('UTF-8') });
  });

  it.each(TAKEN)(`takes ${type}%s`, async (charset) => {
    const response = await send(`${type}${charset}`).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(accepted);
  });
});
