import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_API } from '../../shared/passkeys';
import { freshIp, insertNewUser } from '../support/accounts';
import { signedInAgent } from '../support/api-sign-in';
import { DESK_ORIGIN, passkeySession } from '../support/desk';
import { openApiChecker } from '../support/openapi-check';
import { seedPasskey } from '../support/passkeys';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A passkey is the desk's second factor by itself (decisions 033, 034), so a staff account that has
 * a second factor adds a passkey only from a session that proved one: the password alone must not
 * be enough to add a passkey of one's own and reach the desk with it. Runs on PGlite, and on
 * PostgreSQL with TEST_DB=postgres.
 */

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  testApp = await createTestApp({ publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
});
afterAll(() => testApp.close());

async function startRegistration(roles: string[], options: { passkey?: boolean } = {}) {
  const user = await insertNewUser(testApp.db, { roles });
  if (options.passkey) await seedPasskey(testApp.db, user.userId);
  const { agent, xsrf } = await signedInAgent(testApp.app, user);
  return agent.post(PASSKEY_API.registrationOptions).set('X-XSRF-TOKEN', xsrf).set('X-Forwarded-For', freshIp());
}

describe('adding a passkey to a staff account', () => {
  it('is refused with the password alone once the account has a passkey', async () => {
    for (const role of ['editor', 'admin']) {
      const response = await startRegistration(['user', role], { passkey: true });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: 'second_factor_required' });
      expectMatchesOpenApi(response, 'post', PASSKEY_API.registrationOptions);
    }
  });

  it('is let through from a passkey session', async () => {
    const editor = await passkeySession(testApp, 'editor');
    const response = await request(testApp.app).post(PASSKEY_API.registrationOptions).set('Cookie', editor.cookie).set('X-XSRF-TOKEN', editor.xsrf).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(200);
    expect(response.body.challenge).toEqual(expect.any(String));
  });

  it('lets a staff account with no second factor yet add its first, and a reader always', async () => {
    expect((await startRegistration(['user', 'editor'])).status).toBe(200);
    expect((await startRegistration(['user'], { passkey: true })).status).toBe(200);
  });
});
