import type { Queryable } from '../database';

export async function countStories(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM stories');
  return rows[0]?.count ?? 0;
}
