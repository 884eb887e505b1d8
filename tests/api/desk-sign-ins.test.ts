import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../server/services/secrets/secret-values';
import { DESK_API } from '../../shared/desk-api';
import type { StoredDeskAuditEntry } from '../../shared/desk-answers';
import { DESK_ORIGIN, passkeySession, TEST_OPS_TOKEN } from '../support/desk';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Every staff sign-in is in the desk's audit trail (decision 033), written in the same statement as
 * the session: who, as what role, how they signed in and with which second factor. A reader's
 * sign-in is not the desk's business. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
});
afterAll(() => testApp.close());

const signIns = async (userId: string) =>
  (await request(testApp.app).get(`${DESK_API.audit}?actor=${userId}`).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).expect(200)).body.entries as StoredDeskAuditEntry[];

describe('staff sign-ins in the audit trail', () => {
  it('records an editor’s and an admin’s passkey sign-in, naming the session, with its second factor', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const staff = await passkeySession(testApp, role, `Signing-in ${role}`);
      const [session] = await testApp.db.query<{ id: string }>('SELECT id::text AS id FROM sessions WHERE token_hash = $1', [sha256Hex(staff.token)]);
      const entries = await signIns(staff.user.userId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'staff-signed-in',
        actor: { id: staff.user.userId, name: `Signing-in ${role}`, role },
        target: { kind: 'session', id: session?.id },
        after: { via: 'passkey', secondFactor: 'passkey' },
      });
    }
  });

  it('records nothing for a reader', async () => {
    const reader = await passkeySession(testApp, 'user');
    const [count] = await testApp.db.query<{ n: number }>('SELECT count(*)::int AS n FROM desk_audit WHERE actor_id = $1', [reader.user.userId]);
    expect(count?.n).toBe(0);
  });
});
