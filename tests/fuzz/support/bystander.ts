import request from 'supertest';
import { afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { FOLLOWS_API } from '../../../shared/follows';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import { SAVED_API } from '../../../shared/saved-stories';
import { seedPasskey } from '../../support/passkeys';
import type { FuzzApp } from './fuzz-app';
import { signedInReader, type Reader } from './readers';

/** Every row of one account that another reader's request could reach, as it stands. */
async function accountRows(db: Database, userId: string): Promise<Record<string, unknown[]>> {
  const rows = (sql: string) => db.query(sql, [userId]);
  return {
    user: await rows('SELECT name, first_name, last_name, contact_email, password_hash, roles, lang, updated_at FROM users WHERE id = $1'),
    identities: await rows('SELECT id, provider, provider_id, verified FROM identities WHERE user_id = $1 ORDER BY id'),
    // last_seen_at is left out: the reader's own use of the session moves it.
    sessions: await rows('SELECT token_hash, expires_at, revoked_at, reauthenticated_at FROM sessions WHERE user_id = $1 ORDER BY id'),
    saved: await rows('SELECT story_id, saved_at FROM saved_stories WHERE user_id = $1 ORDER BY story_id'),
    follows: await rows('SELECT category, subcategory, followed_at FROM follows WHERE user_id = $1 ORDER BY category, subcategory'),
    passkeys: await rows('SELECT id, credential_id, name, counter, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY id'),
    newsletter: await rows('SELECT email, lang, topics, frequency, status, link_key, updated_at FROM newsletter_subscribers WHERE user_id = $1'),
  };
}

export interface Bystander {
  reader: Reader;
  /** The bystander's passkey: a fuzzer that names it from its own account must get a 404, or a refusal. */
  passkey: { id: string; credentialId: string };
}

/**
 * Another reader, with a saved story, a followed topic, a passkey and a newsletter subscription,
 * whose rows are checked after every property of the file: whatever the fuzzed reader sends,
 * only that reader's own rows may change: what an account keeps is its own, never another
 * account's (decisions 019 and 021).
 */
export function bystanderOf(fuzz: () => FuzzApp): () => Bystander {
  let bystander: Bystander | undefined;
  let before: Record<string, unknown[]> = {};
  beforeAll(async () => {
    const app = fuzz();
    const reader = await signedInReader(app);
    const as = (pending: request.Test) => pending.set(reader.headers);
    const story = app.stories[0]?.id ?? '';
    expect((await as(request(app.app).put(SAVED_API.story(story)))).status).toBe(200);
    expect((await as(request(app.app).put(FOLLOWS_API.topic('world')))).status).toBe(200);
    expect((await as(request(app.app).put(NEWSLETTER_API.mine)).send({ categories: ['top', 'world'] })).status).toBe(200);
    const { id, authenticator } = await seedPasskey(app.db, reader.user.userId, 'Bystander key');
    bystander = { reader, passkey: { id, credentialId: authenticator.credentialId } };
    before = await accountRows(app.db, reader.user.userId);
  });
  afterEach(async () => {
    const app = fuzz();
    if (!bystander) throw new Error('the bystander is made in beforeAll');
    expect(await accountRows(app.db, bystander.reader.user.userId)).toEqual(before);
    expect((await request(app.app).get('/user/me').set(bystander.reader.headers)).status).toBe(200);
  });
  return () => {
    if (!bystander) throw new Error('the bystander is made in beforeAll');
    return bystander;
  };
}
