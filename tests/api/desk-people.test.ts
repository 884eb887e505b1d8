import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { freshIp, insertNewUser, setCookie } from '../support/accounts';
import { apiSignIn } from '../support/api-sign-in';
import { DESK_ORIGIN, passkeySession, signInWithNewPasskey, TEST_OPS_TOKEN } from '../support/desk';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, type TestApp } from '../support/test-app';

/* The desk's people (decision 033): admins list and open accounts, change roles, disable and delete accounts. */

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
let admin: Awaited<ReturnType<typeof passkeySession>>;

beforeAll(async () => {
  testApp = await createTestApp({ opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  admin = await passkeySession(testApp, 'admin', 'Grace Admin');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'get' | 'patch' | 'delete', path: string) => {
  const call = request(testApp.app)[method](path).set('Cookie', admin.cookie).set('X-Forwarded-For', freshIp());
  return method === 'get' ? call : call.set('X-XSRF-TOKEN', admin.xsrf);
};

async function deskEntries(id: string) {
  return testApp.db.query<{ action: string; actor_name: string; before: unknown; after: unknown }>(
    `SELECT action, actor_name, before, after FROM desk_audit WHERE target_kind = 'account' AND target_id = $1 ORDER BY id`,
    [id],
  );
}

describe('GET /api/desk/people', () => {
  it('lists accounts newest first with their addresses masked, and finds one by email or name', async () => {
    const ada = await insertNewUser(testApp.db, { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' });
    const response = await asAdmin('get', `${DESK_API.people}?q=ADA.lovelace@example.com`);
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', DESK_API.people);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.people).toEqual([expect.objectContaining({ id: ada.userId, name: 'Ada Lovelace', email: 'ad…@example.com', roles: ['user'], methods: ['email'], disabledAt: null })]);
    expect(JSON.stringify(response.body)).not.toContain('lovelace@');
    const byName = await asAdmin('get', `${DESK_API.people}?q=ada%20lov`);
    expect(byName.body.people.map((person: { id: string }) => person.id)).toEqual([ada.userId]);
    // LIKE's wildcards are matched as typed.
    expect((await asAdmin('get', `${DESK_API.people}?q=%25`)).body.people).toEqual([]);
    const staff = await asAdmin('get', `${DESK_API.people}?role=staff`);
    expect(staff.body.people.map((person: { id: string }) => person.id)).toEqual([admin.user.userId]);
    expect(staff.body.people[0].methods).toEqual(['email', 'passkey']);
  });

  it('is for admins: an editor gets 403, a signed-out visitor 401', async () => {
    const editor = await passkeySession(testApp, 'editor');
    expect((await request(testApp.app).get(DESK_API.people).set('Cookie', editor.cookie)).status).toBe(403);
    expect((await request(testApp.app).get(DESK_API.people)).status).toBe(401);
  });

  it('answers 400 naming the parameter for a bad role or page', async () => {
    expect((await asAdmin('get', `${DESK_API.people}?role=owner`)).body).toMatchObject({ error: 'invalid_parameter', parameter: 'role' });
    expect((await asAdmin('get', `${DESK_API.people}?after=42`)).body).toMatchObject({ error: 'invalid_parameter', parameter: 'after' });
  });
});

describe('GET /api/desk/people/{id}', () => {
  it('gives the account whole and records that it was opened', async () => {
    const bob = await insertNewUser(testApp.db, { name: 'Bob Stone' });
    const response = await asAdmin('get', DESK_API.person(bob.userId));
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', DESK_API.person('{id}'));
    expect(response.body).toMatchObject({ id: bob.userId, email: bob.email });
    expect(await deskEntries(bob.userId)).toEqual([{ action: 'account-opened', actor_name: 'Grace Admin', before: null, after: null }]);
    expect((await asAdmin('get', DESK_API.person('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});

describe('PATCH /api/desk/people/{id}', () => {
  it('grants and revokes a staff role, one audit entry each, and writes none for no change', async () => {
    const carol = await insertNewUser(testApp.db);
    const granted = await asAdmin('patch', DESK_API.person(carol.userId)).send({ role: 'editor' });
    expect(granted.status).toBe(200);
    expectMatchesOpenApi(granted, 'patch', DESK_API.person('{id}'));
    expect(granted.body.roles).toEqual(['user', 'editor']);
    expect((await asAdmin('patch', DESK_API.person(carol.userId)).send({ role: 'editor' })).status).toBe(200);
    expect((await asAdmin('patch', DESK_API.person(carol.userId)).send({ role: 'user' })).body.roles).toEqual(['user']);
    expect((await deskEntries(carol.userId)).map((entry) => [entry.action, entry.after])).toEqual([
      ['role-granted', { roles: ['user', 'editor'] }],
      ['role-revoked', { roles: ['user'] }],
    ]);
  });

  it('disables an account: its sessions end at once, no password or passkey opens it, and enabling lets it in again', async () => {
    const dave = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, dave);
    expect((await request(testApp.app).get('/user/me').set('Cookie', session.cookie)).status).toBe(200);

    const disabled = await asAdmin('patch', DESK_API.person(dave.userId)).send({ disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    expect((await request(testApp.app).get('/user/me').set('Cookie', session.cookie)).status).toBe(401);
    const login = await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: dave.email, password: dave.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ error: 'account_disabled', message: 'This account has been disabled. If you think this is a mistake, please contact us.' });
    expect(setCookie(login, 'access_token')).toBeUndefined();
    // A wrong password is still just wrong: the answer says nothing of the account to a stranger.
    const wrong = await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: dave.email, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);

    const enabled = await asAdmin('patch', DESK_API.person(dave.userId)).send({ disabled: false });
    expect(enabled.body.disabledAt).toBeNull();
    expect((await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: dave.email, password: dave.password })).status).toBe(200);
    expect((await deskEntries(dave.userId)).map((entry) => entry.action)).toEqual(['account-disabled', 'account-enabled']);
  });

  it('refuses a passkey sign-in of a disabled account', async () => {
    const editor = await passkeySession(testApp, 'editor');
    await asAdmin('patch', DESK_API.person(editor.user.userId)).send({ disabled: true }).expect(200);
    // The same person signing in again with a passkey of theirs: refused, and no session opened.
    const again = await signInWithNewPasskey(testApp, editor.user.userId);
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('account_disabled');
    expect(setCookie(again, 'access_token')).toBeUndefined();
  });

  it('refuses to demote or disable the last admin, to disable one’s own account, and more than one change at once', async () => {
    const self = await asAdmin('patch', DESK_API.person(admin.user.userId)).send({ disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('own_account');
    const demoted = await asAdmin('patch', DESK_API.person(admin.user.userId)).send({ role: 'editor' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.error).toBe('last_admin');
    const both = await asAdmin('patch', DESK_API.person(admin.user.userId)).send({ role: 'editor', disabled: false });
    expect(both.status).toBe(400);
    expect((await asAdmin('patch', DESK_API.person(admin.user.userId)).send({ disabled: 'yes' })).body).toMatchObject({ parameter: 'disabled' });
    expect((await asAdmin('patch', DESK_API.person(admin.user.userId)).send({ role: 'owner' })).body).toMatchObject({ parameter: 'role' });
    expect(await deskEntries(admin.user.userId)).toEqual([]);
  });
});

describe('DELETE /api/desk/people/{id}', () => {
  it('deletes the account and everything of it, ending its sessions, with one audit entry that keeps no name or address', async () => {
    const erin = await insertNewUser(testApp.db, { name: 'Erin Delete' });
    const session = await apiSignIn(testApp.app, erin);
    const deleted = await asAdmin('delete', DESK_API.person(erin.userId));
    expect(deleted.status).toBe(200);
    expectMatchesOpenApi(deleted, 'delete', DESK_API.person('{id}'));
    expect(deleted.body).toEqual({ id: erin.userId, deleted: true });
    expect(await testApp.db.query('SELECT id FROM users WHERE id = $1', [erin.userId])).toEqual([]);
    expect(await testApp.db.query('SELECT id FROM sessions WHERE user_id = $1', [erin.userId])).toEqual([]);
    expect(await testApp.db.query('SELECT id FROM identities WHERE user_id = $1', [erin.userId])).toEqual([]);
    expect((await request(testApp.app).get('/user/me').set('Cookie', session.cookie)).status).toBe(401);
    const [entry, ...more] = await deskEntries(erin.userId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'account-deleted', actor_name: 'Grace Admin', after: null, before: { roles: ['user'], methods: ['email'], disabledAt: null } });
    expect(JSON.stringify(entry)).not.toContain(erin.email);
    expect(JSON.stringify(entry)).not.toContain('Erin');
    // The audit log keeps its one line with nothing about who, as for a reader's own deletion.
    expect(await testApp.db.query(`SELECT kind FROM audit_events WHERE kind = 'account-deleted' AND user_id IS NULL`)).not.toEqual([]);
    expect((await asAdmin('delete', DESK_API.person(erin.userId))).status).toBe(404);
  });

  it('refuses the last admin and one’s own account, writing nothing', async () => {
    const own = await asAdmin('delete', DESK_API.person(admin.user.userId));
    expect(own.status).toBe(409);
    expect(own.body.error).toBe('own_account');
    // The operations token is no account of its own: Grace, the only admin, stays all the same.
    const last = await request(testApp.app).delete(DESK_API.person(admin.user.userId)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).set('X-Forwarded-For', freshIp());
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('last_admin');
    expect(await deskEntries(admin.user.userId)).toEqual([]);
    expect(await testApp.db.query('SELECT id FROM users WHERE id = $1', [admin.user.userId])).toHaveLength(1);
  });
});
