import type { Queryable } from '../../database';
import { searchDocSql, searchTitleSql } from './search-query-sql';
import { searchDocumentText } from './search-text';
import type { LangCode } from '../../../../shared/languages';

/**
 * Fills in search_doc and search_title where they are missing: versions written before 013_search.sql. The upsert
 * writes it with the text from then on, so at start this finds nothing after the first time.
 * Returns how many versions it indexed.
 */
export async function indexMissingSearchDocuments(db: Queryable, batchSize = 500): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = await db.query<{ story_id: string; lang: LangCode; title: string; summary: string; news: string }>(
      'SELECT story_id, lang, title, summary, news FROM story_versions WHERE search_doc IS NULL LIMIT $1',
      [batchSize],
    );
    if (rows.length === 0) return indexed;
    const documents = rows.map((row) => ({ story_id: row.story_id, lang: row.lang, ...searchDocumentText(row.lang, row) }));
    await db.query(
      `UPDATE story_versions v SET search_doc = ${searchDocSql('x.lang', 'x.title', 'x.body')},
                                   search_title = ${searchTitleSql('x.lang', 'x.title')}
         FROM jsonb_to_recordset($1::jsonb) AS x(story_id text, lang text, title text, body text)
        WHERE v.story_id = x.story_id AND v.lang = x.lang`,
      [JSON.stringify(documents)],
    );
    indexed += rows.length;
  }
}

/** Whether indexMissingSearchDocuments has any version to index. */
export async function hasUnindexedVersions(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM story_versions WHERE search_doc IS NULL LIMIT 1')).length > 0;
}
