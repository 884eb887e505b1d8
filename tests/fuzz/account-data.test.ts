import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_API } from '../../shared/account-data';
import { codeIn, freshIp, latestOutbox, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { bystanderOf } from './support/bystander';
import { documentedAnswers } from './support/documented';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround, madeAround, madeBody } from './support/hostile-bodies';
import { forwardedFor, hostileQuery } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { expectNamedFault } from './support/named-fault';
import { readerSupply, signedInReader } from './support/readers';
import { sendAndCheck, type Method } from './support/send';

/** Fuzzing a reader's own data (decision 021): changing the address and the password, proving who one is, deleting the account, the export. */
const fuzz = fuzzSuite();
const bystander = bystanderOf(fuzz);
const expectDocumented = documentedAnswers(fuzz);

async function post(path: string, headers: Record<string, string>, body: string, ip: string) {
  const response = await sendAndCheck(fuzz().app, { method: 'POST', path, headers: { ...headers, 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body });
  expectDocumented(response, 'post', path);
  return response;
}

describe('POST /api/public/users/me/email/code and /api/public/users/me/email', () => {
  // 20 changes an hour per account; a run of the second property makes two.
  const reader = readerSupply(fuzz, 8);

  it('mails a code to any new address it takes, and refuses any other body with a 400 naming the address', async () => {
    await checkProperty({ seed: 70921, numRuns: 30 }, madeAround([['email']], { email: 'new.address@example.com' }), forwardedFor, async (made, ip) => {
      const { headers } = await reader();
      const response = await post(ACCOUNT_DATA_API.emailCode, headers, madeBody(made, { email: uniqueEmail('fuzz-new') }), ip);
      expectNamedFault(response, ['email'], ['address_rejected']);
      expect([200, 400, 429], `${response.status}`).toContain(response.status);
    });
  });

  it('changes the address only with its own code, and refuses any other body with a 400 naming the address or the code', async () => {
    const made = madeAround([['email'], ['code']], { email: 'new.address@example.com', code: '12345678' });
    await checkProperty({ seed: 70922, numRuns: 25 }, made, forwardedFor, async (body, ip) => {
      const { headers } = await reader();
      const email = uniqueEmail('fuzz-change');
      const asked = await request(fuzz().app).post(ACCOUNT_DATA_API.emailCode).set(headers).set('X-Forwarded-For', freshIp()).send({ email });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const code = codeIn((await latestOutbox(fuzz().db, email))?.body);
      const response = await post(ACCOUNT_DATA_API.email, headers, madeBody(body, { email, code }), ip);
      expectNamedFault(response, ['email', 'code']);
      expect([200, 400, 429], `${response.status}`).toContain(response.status);
      if (response.status === 200) expect((response.body as { userPrincipal: { email: string } }).userPrincipal.email).toBe(email);
    });
  });
});

describe('POST /api/public/users/me/password and /api/public/users/me/reauthenticate', () => {
  // Five wrong proofs a quarter hour per account: after a change, TEST_PASSWORD is a wrong one.
  const reader = readerSupply(fuzz, 5);

  it('changes the password with the current one, and refuses any other body with a 400 naming the field', async () => {
    const valid = { currentPassword: TEST_PASSWORD, newPassword: 'another-horse-43' };
    await checkProperty({ seed: 70923, numRuns: 30 }, madeAround([['currentPassword'], ['newPassword']], valid), forwardedFor, async (made, ip) => {
      const { headers } = await reader();
      const response = await post(ACCOUNT_DATA_API.password, headers, madeBody(made, valid), ip);
      expectNamedFault(response, ['currentPassword', 'newPassword']);
      expect([200, 400, 429], `${response.status}`).toContain(response.status);
    });
  });

  it('takes the password or a code as proof, and refuses any other body with a 400 naming it or a 409', async () => {
    const proofs = fc.oneof(
      madeAround([['password']], { password: TEST_PASSWORD }).map((made) => ({ made, valid: { password: TEST_PASSWORD } })),
      madeAround([['code'], ['password']], { code: '12345678' }).map((made) => ({ made, valid: { code: '12345678' } })),
    );
    await checkProperty({ seed: 70924, numRuns: 30 }, proofs, forwardedFor, async ({ made, valid }, ip) => {
      const { headers } = await reader();
      const response = await post(ACCOUNT_DATA_API.reauthenticate, headers, madeBody(made, valid), ip);
      expectNamedFault(response, ['password', 'code']);
      expect([200, 400, 409, 429], `${response.status}`).toContain(response.status);
    });
  });
});

describe('the calls without a body: DELETE /api/public/users/me, POST …/reauthenticate/code, GET …/export', () => {
  const calls: [Method, string][] = [
    ['DELETE', ACCOUNT_DATA_API.account],
    ['POST', ACCOUNT_DATA_API.reauthenticateCode],
    ['GET', ACCOUNT_DATA_API.export],
  ];
  it('answer any query and body with their own reader’s answer, never another’s', async () => {
    const body = fc.option(jsonBodyAround({ userId: '00000000-0000-0000-0000-000000000000', email: 'someone@example.com' }), { nil: undefined });
    await checkProperty({ seed: 70925, numRuns: 30 }, fc.constantFrom(...calls), hostileQuery(['userId', 'id', 'email', 'lang']), body, forwardedFor, async ([method, path], query, sent, ip) => {
      // A new reader each run: a deletion ends the account, and exports count ten an hour.
      const reader = await signedInReader(fuzz());
      const headers = { ...reader.headers, 'X-Forwarded-For': ip };
      const response = await sendAndCheck(fuzz().app, sent === undefined ? { method, path: `${path}?${query}`, headers } : { method, path: `${path}?${query}`, headers: { ...headers, 'Content-Type': 'application/json' }, body: sent });
      expectDocumented(response, method === 'DELETE' ? 'delete' : method === 'POST' ? 'post' : 'get', path);
      expectNamedFault(response, []);
      if (method === 'DELETE') {
        expect(response.status).toBe(200);
        expect(await fuzz().db.query('SELECT 1 FROM users WHERE id = $1', [reader.user.userId])).toEqual([]);
      }
      // The code request counts per network too, and a few of the generated networks repeat (429).
      if (method === 'POST') expect([[409, 'has_password'], [429, 'rate_limited']]).toContainEqual([response.status, (response.body as { error?: string }).error]);
      if (method === 'GET') {
        expect(response.status).toBe(200);
        const exported = JSON.parse(response.text) as { account: { id: string } };
        expect(exported.account.id).toBe(reader.user.userId);
        expect(response.text).not.toContain(bystander().reader.user.email ?? '');
      }
    });
  });
});
