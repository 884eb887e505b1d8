import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { freshIp, insertNewUser, setCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { BODY_ENDPOINTS, readEndpoints } from '../fuzz/support/endpoints';

/**
 * CORS never lets another origin read an answer made with the reader's cookies.
 * The site and its API share one origin, so it sends no CORS headers at all: a browser then
 * keeps every cross-origin answer from the page that asked, with or without credentials.
 */
let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await insertNewUser(testApp.db);
  const login = await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  cookie = `access_token=${setCookie(login, 'access_token')?.value ?? ''}; XSRF-TOKEN=${setCookie(login, 'XSRF-TOKEN')?.value ?? ''}`;
});
afterAll(() => testApp.close());

/** A foreign site, a sibling subdomain, a sandboxed frame or file (null), and the site's own origin, which needs no CORS either. */
const ORIGINS = ['https://evil.example', 'https://evil.xnews.com', 'null', 'https://www.xnews.com'];

function expectNoCorsGrant(response: request.Response, what: string): void {
  const granted = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
  expect(granted, what).toEqual([]);
}

/** An image address of the route's form with nothing stored under it: CORS is the same for every answer. */
const UNSTORED_IMAGE = `/media/${'0'.repeat(64)}/small`;

describe('CORS', () => {
  const endpoints = () => [...BODY_ENDPOINTS, ...readEndpoints('202501', loadAssetManifest().entry.split('/').pop() ?? '', UNSTORED_IMAGE)];

  it('no answer, of any endpoint, to any origin, signed in, grants a cross-origin read', async () => {
    for (const endpoint of endpoints()) {
      for (const origin of ORIGINS) {
        const call = endpoint.method === 'POST' ? request(testApp.app).post(endpoint.path).send({}) : request(testApp.app).get(endpoint.path);
        const response = await call.set({ ...endpoint.headers, Origin: origin, Cookie: cookie, 'X-Forwarded-For': freshIp() });
        expectNoCorsGrant(response, `${endpoint.method} ${endpoint.path} from ${origin} → ${response.status}`);
        // The cookies went with it: the reader was signed in, as a victim's browser would be.
        if (endpoint.path === '/user/me') expect(response.status).toBe(200);
      }
    }
  });

  it('no preflight is approved: a foreign page cannot send JSON, the anti-forgery header or a bearer token', async () => {
    for (const endpoint of endpoints()) {
      const response = await request(testApp.app)
        .options(endpoint.path)
        .set({ Origin: 'https://evil.example', Cookie: cookie, 'Access-Control-Request-Method': endpoint.method, 'Access-Control-Request-Headers': 'content-type, x-xsrf-token, authorization' });
      expectNoCorsGrant(response, `OPTIONS ${endpoint.path} → ${response.status}`);
    }
  });
});
