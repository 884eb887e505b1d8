import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { seedDemo } from '../../demo/seed-demo';
import { bodyHtml, bodyRenderer } from '../../server/services/news/body-html';
import { NEWS_TYPES } from '../../shared/taxonomy';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('seedDemo', () => {
  const end = new Date(Date.UTC(2026, 10, 1));

  it('writes the demo set through ingest: every category, 2–5 languages a story', async () => {
    const result = await seedDemo(db, { count: 600, end });
    expect(result.stories).toBe(600);
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM stories ORDER BY type');
    expect(types.map((row) => row.type)).toEqual([...NEWS_TYPES].sort());
    const perStory = await db.query<{ min: number; max: number; total: number }>(
      'SELECT min(n)::int AS min, max(n)::int AS max, sum(n)::int AS total FROM (SELECT count(*) AS n FROM story_versions GROUP BY story_id) counts',
    );
    expect(perStory[0]).toEqual({ min: 2, max: 5, total: result.versions });
    const english = await db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM stories s WHERE NOT EXISTS (SELECT 1 FROM story_versions v WHERE v.story_id = s.id AND v.lang = 'en')`,
    );
    expect(english[0]?.missing).toBe(0);
  });

  it('is deterministic and idempotent: a second run changes no row', async () => {
    const before = await db.query<{ id: string; updated_at: string }>('SELECT id, updated_at::text FROM stories ORDER BY id');
    await seedDemo(db, { count: 600, end });
    const after = await db.query<{ id: string; updated_at: string }>('SELECT id, updated_at::text FROM stories ORDER BY id');
    expect(after).toEqual(before);
  });

  it('leaves its bodies to the server unless asked to render them, as the seed command does', async () => {
    const unrendered = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM story_versions WHERE news_html IS NULL AND news_html_renderer IS NULL');
    expect(unrendered[0]?.count).toBeGreaterThan(1_000);
    const fresh = await openTestDatabase();
    try {
      await seedDemo(fresh, { count: 50, end, renderBodies: true });
      const versions = await fresh.query<{ news: string; news_html: string; news_html_renderer: string }>('SELECT news, news_html, news_html_renderer FROM story_versions');
      expect(versions.length).toBeGreaterThan(100);
      for (const version of versions) expect(version).toEqual({ news: version.news, news_html: bodyHtml(version.news), news_html_renderer: bodyRenderer.name });
    } finally {
      await fresh.close();
    }
  });
});
