import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';
import { tsquerySql } from '../news/search/search-query-sql';
import { searchQueryText } from '../news/search/search-text';
import type { WithdrawalReason } from '../news/withdrawn-stories';
import { sqlParams } from '../sql-params';
import { DESK_STORY_STATUSES, type DeskStoryRow, type DeskStoryStatus, type DeskStoryStatusFilter } from '../../../shared/desk-answers';

export { DESK_STORY_STATUSES, type DeskStoryRow, type DeskStoryStatus, type DeskStoryStatusFilter };

export interface DeskStoryFilter {
  category?: string;
  subcategory?: string;
  /** Stories that have a version in this language; the search reads this language's versions. */
  lang?: LangCode;
  status?: DeskStoryStatusFilter;
  /** Ingested at or after / before these moments. */
  from?: Date;
  to?: Date;
  /** Full text, through the site's search documents, in `lang` (English when unset). */
  q?: string;
  /** The last story of the page before (keyset paging, newest ingested first). */
  after?: string;
  limit: number;
}

interface Row {
  id: string;
  type: string;
  subtype: string;
  langs: LangCode[];
  title: string;
  post_time: number;
  ingested_at: string;
  updated_at: string;
  withdrawn_at: string | null;
  withdrawn_reason: WithdrawalReason | null;
  withdrawn_note: string | null;
  featured: boolean;
}

/**
 * One page of every story, withdrawn ones too, newest ingested first. The page is taken from the
 * ingest-time index (024_desk_stories.sql), each filter tested on the rows it walks: a filter
 * that keeps one story in ten reads ten index entries a row. Withdrawn stories alone come from
 * their partial index, a search's from the text index.
 */
export async function deskStories(db: Queryable, filter: DeskStoryFilter): Promise<DeskStoryRow[]> {
  const { params, add } = sqlParams();
  const conditions: string[] = [];
  if (filter.category !== undefined) conditions.push(`s.type = ${add(filter.category)}`);
  if (filter.subcategory !== undefined) conditions.push(`s.subtype = ${add(filter.subcategory)}`);
  if (filter.status === 'withdrawn') conditions.push('s.withdrawn_at IS NOT NULL');
  if (filter.status === 'live') conditions.push('s.withdrawn_at IS NULL');
  if (filter.status === 'featured') conditions.push('s.id IN (SELECT p.story_id FROM story_pins p WHERE p.until > now())');
  // Any correction on record, silent fixes included: one probe of story_corrections_story_idx per row walked.
  if (filter.status === 'corrected') conditions.push('EXISTS (SELECT 1 FROM story_corrections c WHERE c.story_id = s.id)');
  if (filter.from !== undefined) conditions.push(`s.created_at >= ${add(filter.from)}`);
  if (filter.to !== undefined) conditions.push(`s.created_at < ${add(filter.to)}`);
  if (filter.after !== undefined) {
    conditions.push(`(s.created_at, s.id) < (SELECT a.created_at, a.id FROM stories a WHERE a.id = ${add(filter.after)})`);
  }
  if (filter.q !== undefined) {
    const lang = add(filter.lang ?? 'en');
    const query = tsquerySql(searchQueryText(filter.lang ?? 'en', filter.q, { prefix: false }), lang, add);
    // As a set the planner may take from the text index first: a rare word is a few rows to sort,
    // where testing each story the ingest-time index gives could walk them all.
    conditions.push(`s.id IN (SELECT q.story_id FROM story_versions q WHERE q.lang = ${lang} AND q.search_doc @@ ${query})`);
  } else if (filter.lang !== undefined) {
    conditions.push(`s.langs @> ARRAY[${add(filter.lang)}]::text[]`);
  }
  const rows = await db.query<Row>(
    `SELECT s.id, s.type, s.subtype, s.langs, s.post_time::float8 AS post_time,
            to_json(s.created_at)#>>'{}' AS ingested_at, to_json(s.updated_at)#>>'{}' AS updated_at,
            to_json(s.withdrawn_at)#>>'{}' AS withdrawn_at, s.withdrawn_reason, s.withdrawn_note,
            EXISTS (SELECT 1 FROM story_pins p WHERE p.story_id = s.id AND p.until > now()) AS featured,
            (SELECT v.title FROM story_versions v WHERE v.story_id = s.id
              ORDER BY (v.lang = 'en') DESC, array_position(s.langs, v.lang) LIMIT 1) AS title
       FROM stories s
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${add(filter.limit)}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    subtype: row.subtype,
    langs: row.langs,
    title: row.title,
    postTime: row.post_time,
    ingestedAt: new Date(row.ingested_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    status: row.withdrawn_at ? 'withdrawn' : 'live',
    featured: row.featured,
    withdrawal: row.withdrawn_at && row.withdrawn_reason ? { at: new Date(row.withdrawn_at).toISOString(), reason: row.withdrawn_reason, note: row.withdrawn_note ?? '' } : null,
  }));
}
