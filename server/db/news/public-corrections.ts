import type { CorrectionEntry, CorrectionsPage, CorrectionsRequest } from '../../../shared/corrections';
import { stripFootnotes } from '../../../shared/footnotes';
import { articlePath } from '../../../shared/routes';
import type { Queryable } from '../database';
import { isPublic } from './public-stories';

interface CorrectionRow {
  story_id: string;
  title: string;
  kind: CorrectionEntry['kind'];
  note: string;
  corrected_at: string;
  total: string;
}

/**
 * A language's public corrections, newest first (decision 033): corrections and clarifications of
 * stories nobody withdrew, each with the version's title as it is now (footnote marks removed, as
 * every title readers see). The partial index of 029_corrections.sql serves the order.
 */
export async function publicCorrections(db: Queryable, request: CorrectionsRequest): Promise<CorrectionsPage> {
  const rows = await db.query<CorrectionRow>(
    `SELECT c.story_id, v.title, c.kind, c.note, to_json(c.corrected_at)#>>'{}' AS corrected_at, count(*) OVER ()::text AS total
       FROM story_corrections c
       JOIN stories s ON s.id = c.story_id
       JOIN story_versions v ON v.story_id = c.story_id AND v.lang = c.lang
      WHERE c.lang = $1 AND c.kind <> 'silent' AND ${isPublic('s')}
      ORDER BY c.corrected_at DESC, c.id DESC
      LIMIT $2 OFFSET $3`,
    [request.lang, request.size, (request.page - 1) * request.size],
  );
  const total = rows[0] ? Number(rows[0].total) : request.page > 1 ? await countPublicCorrections(db, request) : 0;
  return {
    page: request.page,
    size: request.size,
    total,
    items: rows.map((row) => {
      const title = stripFootnotes(row.title);
      return { storyId: row.story_id, title, path: articlePath(request.lang, title, row.story_id), kind: row.kind, note: row.note, at: new Date(row.corrected_at).toISOString() };
    }),
  };
}

/** The total when the page asked for is past the end, where the window above has no row to carry it. */
async function countPublicCorrections(db: Queryable, request: CorrectionsRequest): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM story_corrections c JOIN stories s ON s.id = c.story_id
      WHERE c.lang = $1 AND c.kind <> 'silent' AND ${isPublic('s')}`,
    [request.lang],
  );
  return Number(row?.total ?? 0);
}
