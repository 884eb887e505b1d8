import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { freshIp, insertNewUser } from '../support/accounts';
import { DESK_ORIGIN, passkeySession } from '../support/desk';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/*
 * Every /api/desk/ operation the OpenAPI document describes (decision 033): a signed-out call gets
 * 401, a reader's 403, and each change made by an admin writes exactly one audit entry. A new
 * change without a case below fails here, so that none goes unchecked.
 */

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Operation {
  path: string;
  method: Method;
  operationId: string;
}

let testApp: TestApp;
let operations: Operation[];

/** For each change: the path's parameters and a body that makes it succeed, made afresh for each call. */
const CHANGES: Record<string, () => Promise<{ params: Record<string, string>; body: object }>> = {
  deskWithdrawStory: async () => ({ params: { id: await freshStory() }, body: { reason: 'error', note: 'Wrong figures' } }),
  deskRestoreStory: async () => {
    const id = await freshStory();
    await testApp.db.query(`UPDATE stories SET withdrawn_at = now(), withdrawn_reason = 'other', withdrawn_note = 'set up' WHERE id = $1`, [id]);
    return { params: { id }, body: { note: 'Back' } };
  },
  deskChangePerson: async () => ({ params: { id: (await insertNewUser(testApp.db)).userId }, body: { role: 'editor' } }),
  deskDeletePerson: async () => ({ params: { id: (await insertNewUser(testApp.db)).userId }, body: {} }),
  deskMarkMessage: async () => {
    const [message] = await testApp.db.query<{ id: string }>(
      `INSERT INTO contact_messages (name, email, subject, message, lang) VALUES ('Reader', 'reader@example.com', 'Typo', 'A typo in the headline.', 'en') RETURNING id::text AS id`,
    );
    return { params: { id: message?.id ?? '' }, body: { handled: true } };
  },
  deskSendNewsletter: async () => ({ params: {}, body: { frequency: 'daily', lang: 'en' } }),
  deskFeatureStory: async () => ({ params: { id: await freshStory() }, body: { list: 'trending', langs: ['en'], until: new Date(Date.now() + 86_400_000).toISOString() } }),
  deskCorrectStory: async () => ({ params: { id: await freshStory() }, body: { lang: 'en', kind: 'silent', title: 'A title with its typo fixed' } }),
  deskAcceptUpstream: async () => ({ params: { id: await heldStory() }, body: { lang: 'en', field: 'title' } }),
  deskDismissUpstream: async () => ({ params: { id: await heldStory() }, body: { lang: 'en', field: 'title' } }),
  deskUnfeatureStory: async () => {
    const id = await freshStory();
    await testApp.db.query(`INSERT INTO story_pins (list, lang, story_id, until, pinned_by) VALUES ('business', 'en', $1, now() + interval '1 day', 'set up') ON CONFLICT (list, lang) DO UPDATE SET story_id = $1`, [id]);
    return { params: { id }, body: {} };
  },
};

async function freshStory(): Promise<string> {
  const story = newsItem({ title: `Desk operation story ${Math.random().toString(36).slice(2)}` });
  await ingest(testApp, [story]);
  return story.id;
}

/** A story whose title the desk corrected and upstream then sent anew. */
async function heldStory(): Promise<string> {
  const id = await freshStory();
  await testApp.db.query(
    `INSERT INTO story_field_holds (story_id, lang, field, value, upstream_value, upstream_at) VALUES ($1, 'en', 'title', '"The desk’s title"', '"Upstream’s newer title"', now())`,
    [id],
  );
  return id;
}

const fill = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '0');
const auditCount = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM desk_audit'))[0]?.count ?? 0;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, publicOrigin: DESK_ORIGIN });
  const document = (await request(testApp.app).get('/api/openapi.json')).body as { paths: Record<string, Record<string, { operationId: string }>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/desk/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method as Method, operationId: operation.operationId })));
});
afterAll(() => testApp.close());

describe('every /api/desk/ operation', () => {
  it('is described, and every change has a case here', () => {
    expect(operations.length).toBeGreaterThanOrEqual(7);
    const changes = operations.filter((operation) => operation.method !== 'get').map((operation) => operation.operationId);
    expect(changes.filter((id) => !(id in CHANGES))).toEqual([]);
  });

  it('answers 401 signed out and 403 to a reader, writing nothing', async () => {
    const reader = await passkeySession(testApp, 'user');
    const before = await auditCount();
    for (const { path, method } of operations) {
      const target = fill(path, { id: '1' });
      const anonymous = await request(testApp.app)[method](target).set('X-Forwarded-For', freshIp()).send({});
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      const refused = await request(testApp.app)[method](target).set('Cookie', reader.cookie).set('X-XSRF-TOKEN', reader.xsrf).set('X-Forwarded-For', freshIp()).send({});
      expect(refused.status, `${method} ${path} as a reader`).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });

  it('writes exactly one audit entry for each change an admin makes', async () => {
    const admin = await passkeySession(testApp, 'admin');
    for (const { path, method, operationId } of operations.filter((operation) => operation.method !== 'get')) {
      const change = CHANGES[operationId];
      if (!change) throw new Error(`no case for ${operationId}`);
      const { params, body } = await change();
      const before = await auditCount();
      const response = await request(testApp.app)[method](fill(path, params)).set('Cookie', admin.cookie).set('X-XSRF-TOKEN', admin.xsrf).set('X-Forwarded-For', freshIp()).send(body);
      expect(response.status, `${operationId}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(await auditCount(), operationId).toBe(before + 1);
    }
  });
});
