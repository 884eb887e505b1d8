import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../server/db/desk/desk-audit';
import { DeskRefusal } from '../../server/services/desk/desk-error';
import { grantStaffRole, revokeStaffRole } from '../../server/services/desk/staff-roles';
import { insertNewUser, uniqueEmail } from '../support/accounts';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Staff roles (decision 033): granted and revoked in one transaction with their audit entry, never
 * leaving the site without an admin; POST /api/ops/staff is how `npm run staff` does it beside a
 * server that holds the embedded database (decision 015).
 */

const LOCAL_TOKEN = 'staff-roles-local-token-0123456789';
const STAFF = '/api/ops/staff';
const ADMIN_ACTOR: DeskActor = { id: '00000000-0000-4000-8000-000000000001', name: 'Grace Hopper', role: 'admin' };
let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  testApp = await createTestApp({ localToken: LOCAL_TOKEN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
});
afterAll(() => testApp.close());

const rolesOf = async (userId: string) => (await testApp.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [userId]))[0]?.roles;

interface AuditRow {
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  action: string;
  target_kind: string;
  before: unknown;
  after: unknown;
  ip_hash: string | null;
}
const auditOf = (userId: string) =>
  testApp.db.query<AuditRow>(
    `SELECT actor_id::text AS actor_id, actor_name, actor_role, action, target_kind, before, after, ip_hash
     FROM desk_audit WHERE target_kind = 'account' AND target_id = $1 ORDER BY id`,
    [userId],
  );

/** Exactly these accounts are admins, whatever earlier tests of the file made. */
async function onlyAdmins(...userIds: string[]): Promise<void> {
  await testApp.db.query(`UPDATE users SET roles = '{user}' WHERE 'admin' = ANY (roles)`);
  await testApp.db.query(`UPDATE users SET roles = '{user,admin}' WHERE id = ANY ($1::uuid[])`, [userIds]);
}

const staffCall = (body: unknown, token = LOCAL_TOKEN) => request(testApp.app).post(STAFF).set('Authorization', `Bearer ${token}`).send(body as object);

/** The status this case is about, and an answer the OpenAPI document describes. */
function expectAnswer(response: request.Response, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expectMatchesOpenApi(response, 'post', STAFF);
}

describe('grantStaffRole and revokeStaffRole', () => {
  it('grants, replaces and revokes the one staff role, each with its audit entry, found by any case of the address', async () => {
    const user = await insertNewUser(testApp.db);
    // Another admin, so that this one may be revoked.
    await insertNewUser(testApp.db, { roles: ['user', 'admin'] });
    const email = user.email ?? '';
    const granted = await grantStaffRole(testApp.db, { email: `  ${email.toUpperCase()} `, role: 'editor' }, ADMIN_ACTOR, 'net-hash');
    expect(granted).toEqual({ userId: user.userId, email, roles: ['user', 'editor'], changed: true });
    const promoted = await grantStaffRole(testApp.db, { email, role: 'admin' }, ADMIN_ACTOR, null);
    expect(promoted.roles).toEqual(['user', 'admin']);
    const revoked = await revokeStaffRole(testApp.db, { email }, ADMIN_ACTOR, null);
    expect(revoked).toEqual({ userId: user.userId, email, roles: ['user'], changed: true });
    expect(await rolesOf(user.userId)).toEqual(['user']);

    const actor = { actor_id: ADMIN_ACTOR.id, actor_name: 'Grace Hopper', actor_role: 'admin', target_kind: 'account' };
    expect(await auditOf(user.userId)).toEqual([
      { ...actor, action: 'role-granted', before: { roles: ['user'] }, after: { roles: ['user', 'editor'] }, ip_hash: 'net-hash' },
      { ...actor, action: 'role-granted', before: { roles: ['user', 'editor'] }, after: { roles: ['user', 'admin'] }, ip_hash: null },
      { ...actor, action: 'role-revoked', before: { roles: ['user', 'admin'] }, after: { roles: ['user'] }, ip_hash: null },
    ]);
  });

  it('answers a change already made with changed: false, and writes neither the account nor the audit trail', async () => {
    const user = await insertNewUser(testApp.db, { roles: ['user', 'editor'] });
    const email = user.email ?? '';
    const [before] = await testApp.db.query<{ updated_at: string }>('SELECT updated_at::text FROM users WHERE id = $1', [user.userId]);
    expect(await grantStaffRole(testApp.db, { email, role: 'editor' }, ADMIN_ACTOR, null)).toEqual({ userId: user.userId, email, roles: ['user', 'editor'], changed: false });
    const plain = await insertNewUser(testApp.db);
    expect(await revokeStaffRole(testApp.db, { email: plain.email ?? '' }, ADMIN_ACTOR, null)).toMatchObject({ roles: ['user'], changed: false });
    expect(await auditOf(user.userId)).toEqual([]);
    expect(await auditOf(plain.userId)).toEqual([]);
    const [after] = await testApp.db.query<{ updated_at: string }>('SELECT updated_at::text FROM users WHERE id = $1', [user.userId]);
    expect(after).toEqual(before);
  });

  it('refuses an address no account signs in with', async () => {
    const email = uniqueEmail('nobody');
    const refusal = grantStaffRole(testApp.db, { email, role: 'admin' }, ADMIN_ACTOR, null);
    await expect(refusal).rejects.toBeInstanceOf(DeskRefusal);
    await expect(refusal).rejects.toMatchObject({ code: 'unknown_account', message: `No account signs in with ${email}.` });
  });

  it('refuses to revoke or demote the last admin, and lets one of two go', async () => {
    const [first, second] = [await insertNewUser(testApp.db), await insertNewUser(testApp.db)];
    await onlyAdmins(first.userId, second.userId);
    expect((await revokeStaffRole(testApp.db, { email: second.email ?? '' }, ADMIN_ACTOR, null)).changed).toBe(true);
    const lastAdmin = { code: 'last_admin', message: `${first.email} is the last admin: grant admin to someone else first.` };
    await expect(revokeStaffRole(testApp.db, { email: first.email ?? '' }, ADMIN_ACTOR, null)).rejects.toMatchObject(lastAdmin);
    await expect(grantStaffRole(testApp.db, { email: first.email ?? '', role: 'editor' }, ADMIN_ACTOR, null)).rejects.toMatchObject(lastAdmin);
    expect(await rolesOf(first.userId)).toEqual(['user', 'admin']);
    expect(await auditOf(first.userId)).toEqual([]);
  });

  // On PostgreSQL the two run on connections of their own; without the lock both counted two
  // admins and both went through in some of the rounds.
  it('lets only one of two simultaneous demotions of the last two admins through', async () => {
    const [first, second] = [await insertNewUser(testApp.db), await insertNewUser(testApp.db)];
    for (let round = 0; round < 5; round += 1) {
      await onlyAdmins(first.userId, second.userId);
      const outcomes = await Promise.allSettled([
        revokeStaffRole(testApp.db, { email: first.email ?? '' }, ADMIN_ACTOR, null),
        grantStaffRole(testApp.db, { email: second.email ?? '', role: 'editor' }, ADMIN_ACTOR, null),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome.reason as DeskRefusal).code)).toEqual(['last_admin']);
      const [admins] = await testApp.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE 'admin' = ANY (roles)`);
      expect(admins?.count).toBe(1);
    }
  });
});

describe('POST /api/ops/staff', () => {
  it('grants and revokes for the command line, uncached, and records it as the command line', async () => {
    const user = await insertNewUser(testApp.db);
    const granted = await staffCall({ action: 'grant', email: user.email, role: 'admin' });
    expectAnswer(granted, 200);
    expect(granted.headers['cache-control']).toBe('no-store');
    expect(granted.body).toEqual({ userId: user.userId, email: user.email, roles: ['user', 'admin'], changed: true });
    expectAnswer(await staffCall({ action: 'grant', email: user.email, role: 'admin' }), 200);
    const revoked = await staffCall({ action: 'revoke', email: user.email });
    expectAnswer(revoked, 200);
    expect(revoked.body).toMatchObject({ roles: ['user'], changed: true });
    expect(await rolesOf(user.userId)).toEqual(['user']);
    const commandLine = { actor_id: null, actor_name: 'command line', actor_role: 'operations', ip_hash: null };
    expect(await auditOf(user.userId)).toEqual([
      expect.objectContaining({ ...commandLine, action: 'role-granted', after: { roles: ['user', 'admin'] } }),
      expect.objectContaining({ ...commandLine, action: 'role-revoked', after: { roles: ['user'] } }),
    ]);
  });

  it('answers 404 for an unknown address and 409 for the last admin', async () => {
    const email = uniqueEmail('nobody');
    const unknown = await staffCall({ action: 'revoke', email });
    expectAnswer(unknown, 404);
    expect(unknown.body).toEqual({ error: 'unknown_account', message: `No account signs in with ${email}.` });
    const admin = await insertNewUser(testApp.db);
    await onlyAdmins(admin.userId);
    const last = await staffCall({ action: 'revoke', email: admin.email });
    expectAnswer(last, 409);
    expect(last.body).toEqual({ error: 'last_admin', message: `${admin.email} is the last admin: grant admin to someone else first.` });
    expect(await rolesOf(admin.userId)).toEqual(['user', 'admin']);
  });

  it('names the field at fault (400), and refuses a body that is not JSON (415)', async () => {
    const email = uniqueEmail('bad-input');
    const cases: [unknown, string][] = [
      [{ email, role: 'admin' }, 'action'],
      [{ action: 'promote', email, role: 'admin' }, 'action'],
      [{ action: 'grant', role: 'admin' }, 'email'],
      [{ action: 'grant', email: '   ', role: 'admin' }, 'email'],
      [{ action: 'grant', email: 'a\u0000@example.com', role: 'admin' }, 'email'],
      [{ action: 'grant', email: `${'a'.repeat(250)}@example.com`, role: 'admin' }, 'email'],
      [{ action: 'grant', email }, 'role'],
      [{ action: 'grant', email, role: 'user' }, 'role'],
      [{ action: 'revoke', email, role: 'editor' }, 'role'],
    ];
    for (const [body, parameter] of cases) {
      const response = await staffCall(body);
      expectAnswer(response, 400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ error: 'invalid_parameter', parameter });
    }
    expectAnswer(await staffCall(['grant', email, 'admin']), 400);
    expectAnswer(await request(testApp.app).post(STAFF).set('Authorization', `Bearer ${LOCAL_TOKEN}`).type('text/plain').send('grant'), 415);
  });

  it('opens to the local token only (401)', async () => {
    const user = await insertNewUser(testApp.db);
    const body = { action: 'grant', email: user.email, role: 'admin' };
    expectAnswer(await request(testApp.app).post(STAFF).send(body), 401);
    const wrong = await staffCall(body, 'not-the-local-token');
    expectAnswer(wrong, 401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
    expect(await rolesOf(user.userId)).toEqual(['user']);
  });
});
