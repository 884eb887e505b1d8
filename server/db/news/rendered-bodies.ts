import type { LangCode } from '../../../shared/languages';
import type { TextMeasure } from '../../../shared/text-measure';
import type { Queryable } from '../database';

export interface VersionKey {
  story_id: string;
  lang: LangCode;
}

export interface UnrenderedBody extends VersionKey {
  news: string;
}

/**
 * The next versions, in key order after `after`, whose stored body another renderer made (or
 * none). Walking the primary key from where the last batch ended reads the table once in all,
 * where asking afresh each time would scan past every version already done.
 */
export async function bodiesNotRenderedBy(db: Queryable, renderer: string, after: VersionKey | null, limit: number): Promise<UnrenderedBody[]> {
  return db.query<UnrenderedBody>(
    `SELECT story_id, lang, news FROM story_versions
      WHERE (story_id, lang) > ($2, $3) AND news_html_renderer IS DISTINCT FROM $1
      ORDER BY story_id, lang
      LIMIT $4`,
    [renderer, after?.story_id ?? '', after?.lang ?? '', limit],
  );
}

/** A body rendered, and measured for its reading time. */
export interface RenderedBody extends UnrenderedBody {
  html: string;
  measure: TextMeasure;
}

/**
 * Stores rendered bodies and their measures. A version whose text changed since it was read keeps
 * what its own write stored: the body rendered here is of the old text.
 */
export async function storeRenderedBodies(db: Queryable, renderer: string, bodies: readonly RenderedBody[]): Promise<void> {
  const rows = bodies.map(({ story_id, lang, news, html, measure }) => ({ story_id, lang, news, html, words: measure.words, han: measure.han }));
  await db.query(
    `UPDATE story_versions v SET news_html = x.html, news_html_renderer = $1, reading_words = x.words, reading_han = x.han
       FROM jsonb_to_recordset($2::jsonb) AS x(story_id text, lang text, news text, html text, words integer, han integer)
      WHERE v.story_id = x.story_id AND v.lang = x.lang AND v.news = x.news`,
    [renderer, JSON.stringify(rows)],
  );
}
