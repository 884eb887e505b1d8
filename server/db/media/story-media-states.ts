import type { DeskMedia } from '../../../shared/desk-answers';
import type { Queryable } from '../database';
import { shownAddress } from '../news/media-addresses';

/** How the copying of each image and video thumbnail of a story stands, for the desk (decision 035). */
export async function storyMediaStates(db: Queryable, storyId: string): Promise<DeskMedia[]> {
  const rows = await db.query<{ kind: 'image' | 'video'; url: string; state: 'stored' | 'pending' | 'failed' | null; hash: string | null; reason: string | null }>(
    `SELECT u.kind, u.url, m.state, m.hash, m.reason
       FROM stories s
      CROSS JOIN LATERAL (
            SELECT 'image' AS kind, e.url, e.n FROM jsonb_array_elements_text(s.img_urls) WITH ORDINALITY AS e(url, n)
            UNION ALL
            SELECT 'video', e.url, 1000 + e.n FROM jsonb_array_elements_text(s.video_thumbs) WITH ORDINALITY AS e(url, n)) u
       LEFT JOIN media_sources m ON m.url = u.url
      WHERE s.id = $1
      ORDER BY u.n`,
    [storyId],
  );
  return rows.map(({ kind, url, state, hash, reason }) => {
    const shown = shownAddress(url, state === 'stored' ? hash : null);
    if (shown === url) return { kind, url, shown, state: 'own', reason: null };
    return state === 'stored' ? { kind, url, shown, state, reason: null } : { kind, url, shown, state: state ?? 'pending', reason };
  });
}
