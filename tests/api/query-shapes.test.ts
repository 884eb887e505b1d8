import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, latestOutbox } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A scalar parameter given as an array (size[]=5), an object (size[$gt]=5) or an
 * empty value (size=) is refused with 400 { error, message, parameter }; it used to read as no
 * parameter at all and fall back silently (size: 1,000 items).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The three shapes of a scalar parameter that is not one plain value, written as clients send them. */
const MALFORMED = (name: string) => [`${name}[]=5`, `${name}[$gt]=5`, `${name}[0]=5`, `${name}%5B%5D=5`, `${name}=`];

const ENDPOINTS: [path: string, fixed: string, parameters: string[]][] = [
  ['/api/public/xnews/list', 'type=world', ['lang', 'page', 'size', 'daysBack', 'subtype', 'startTime', 'endTime', 'minTrendingScore']],
  ['/api/public/xnews/list', 'lang=en', ['type']],
  ['/api/public/xnews/details/123456789', '', ['lang']],
  ['/api/public/xnews/archive/en/world/202510', '', ['page', 'size', 'forceRefresh']],
];

const CASES = ENDPOINTS.flatMap(([path, fixed, parameters]) =>
  parameters.flatMap((name) => MALFORMED(name).map((pair) => [`${path}?${[fixed, pair].filter(Boolean).join('&')}`, name] as const)),
);

describe('the news API refuses a scalar parameter that is not one plain value', () => {
  it.each(CASES)('GET %s is a 400 naming %s', async (path, parameter) => {
    const response = await request(testApp.app).get(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_parameter', message: expect.stringContaining(`'${parameter}'`), parameter });
  });

  it('says what is wrong: given as a structure, or given empty', async () => {
    const structured = await request(testApp.app).get('/api/public/xnews/list?size[$gt]=5');
    expect(structured.body.message).toBe("Parameter 'size' must be given once, as a plain value.");
    const empty = await request(testApp.app).get('/api/public/xnews/list?size=');
    expect(empty.body.message).toBe("Parameter 'size' is empty: give it a value or leave it out.");
  });

  it('still takes listNames repeated, comma-separated or in the bracket form, but not as an object', async () => {
    for (const query of ['listNames=world&listNames=business', 'listNames=world,business', 'listNames[]=world&listNames[]=business']) {
      const response = await request(testApp.app).get(`/api/public/xnews/list?type=main&${query}`);
      expect(response.status, query).toBe(200);
    }
    const object = await request(testApp.app).get('/api/public/xnews/list?type=main&listNames[$ne]=world');
    expect(object.status).toBe(400);
    expect(object.body).toMatchObject({ error: 'invalid_parameter', parameter: 'listNames' });
  });

  it('still answers plain values, and no value at all, as before', async () => {
    const response = await request(testApp.app).get('/api/public/xnews/list?lang=en&type=world&page=1&size=5');
    expect(response.status).toBe(200);
    expect((await request(testApp.app).get('/api/public/xnews/list')).status).toBe(200);
  });
});

describe('the account endpoints refuse an address or site id that is not one plain value', () => {
  it.each([
    ['/auth/resetpassword?email[]=a@example.com', 'email'],
    ['/auth/resetpassword?email[$ne]=x', 'email'],
    ['/auth/requestemailsignupcode?websiteId=xnews&newEmail[]=a@example.com', 'newEmail'],
    ['/auth/requestemailsignupcode?websiteId=xnews&newEmail[$gt]=', 'newEmail'],
    ['/auth/requestemailsignupcode?newEmail=a@example.com&websiteId[]=xnews', 'websiteId'],
    ['/auth/requestemailsignupcode?newEmail=a@example.com&websiteId=', 'websiteId'],
  ])('POST %s is a 400 naming %s, and sends nothing', async (path, parameter) => {
    const response = await request(testApp.app).post(path).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', message: expect.stringContaining(`'${parameter}'`), parameter, success: false });
    expect(await latestOutbox(testApp.db, 'a@example.com')).toBeUndefined();
  });

  it("an empty address is the spec's 'Email is required'", async () => {
    const response = await request(testApp.app).post('/auth/resetpassword?email=').set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message: 'Email is required', success: false });
  });
});
