import type { Queryable } from '../../../server/db/database';
import { indexMissingSearchDocuments } from '../../../server/db/news/search/index-search-documents';
import { NEWS_TYPES, TAXONOMY } from '../../../shared/taxonomy';
import { FIRST_ID, storyId } from '../fill-stories';

/*
 * The desk's stories: ingested in time order over about 18 months, as a live site's are, so that
 * the ingest-time indexes the desk's list walks (024_desk_stories.sql) are laid out as they are
 * in production. Every spread comes from a multiplicative hash of the story's number n, so every
 * run holds the same stories.
 *  - category: skewed (trending and world most, lifestyle least); subcategory skewed within it,
 *    so a category's first subcategory is common and its last rare.
 *  - languages: English always; one more for 55% (cn 20%, es 15%, fr 15%, tw 5%).
 *  - withdrawn: about 0.1% (n % 997 = 13), a day after their ingest.
 *  - text: English titles and summaries of words from a vocabulary picked with a skew (the first
 *    words in most stories), plus one topic word of TOPICS, also skewed: words of every frequency,
 *    as in real text, so the planner's statistics of the search documents are as they would be.
 */

/** Ingest dates span this many days before the anchor. */
export const DESK_SPREAD_DAYS = 548;
/** Topic words: each story has one (topicIndexOf). */
export const TOPICS = 8000;
const CHUNK = 100_000;

/** Shares of the categories in percent, in NEWS_TYPES' order: they add up to 100. */
const CATEGORY_SHARES = [20, 18, 15, 12, 10, 9, 8, 5, 3];

/** The vocabulary, most frequent first: COMMON_WORD is in most stories' English text. */
export const VOCABULARY = (
  'council government minister budget police court election market storm hospital school energy trade ' +
  'climate vaccine railway airport strike protest border treaty summit festival museum football league ' +
  'science rocket satellite ocean forest drought harvest village mayor senate parliament reform pension ' +
  'housing startup software robot network privacy battery vehicle traffic accident rescue glacier volcano'
).split(' ');
export const COMMON_WORD = 'council';
const SYLLABLES = 'ka lo mi ru ve to sa ne pi du ro fe li ma zo ti be ga nu ho'.split(' ');

/** Topic word k (0 ≤ k < TOPICS): three syllables, a word no dictionary stems into another. */
export function topicWord(k: number): string {
  return `${SYLLABLES[k % 20]}${SYLLABLES[Math.floor(k / 20) % 20]}${SYLLABLES[Math.floor(k / 400) % 20]}`;
}

/** The same as topicWord, in SQL, for the topic of story n. */
const topicSql = (n: string, syllables: string) => {
  const k = `floor(${TOPICS} * power(((${n} * 2654435761 + 12345) % 100003) / 100003.0, 2))::int`;
  return `(${syllables}::text[])[${k} % 20 + 1] || (${syllables}::text[])[(${k} / 20) % 20 + 1] || (${syllables}::text[])[(${k} / 400) % 20 + 1]`;
};

/** The topic word of story n (as the fill wrote it), for a query with a handful of hits. */
export function topicOf(n: number): string {
  return topicWord(topicIndexOf(n));
}

/** Which topic story n has: skewed, so that topics come in every frequency from 1% of stories (the first) to 0.006% (the last), as names do. */
export function topicIndexOf(n: number): number {
  const unit = Number((BigInt(n) * 2654435761n + 12345n) % 100003n) / 100003;
  return Math.floor(TOPICS * unit ** 2);
}

/** `count` words of the vocabulary for story n, skewed towards the first ones. */
const wordsSql = (n: string, count: number, salt: number, vocabulary: string) =>
  `(SELECT string_agg((${vocabulary}::text[])[1 + floor(${VOCABULARY.length} * power(((${n} * 2654435761 + w * ${salt}) % 10007) / 10007.0, 3))::int], ' ')
      FROM generate_series(1, ${count}) AS w)`;

/** A category's subcategories in one flat array, with each one's offset and count (as fill-stories.ts does). */
const SUBTYPES = NEWS_TYPES.flatMap((type) => [...TAXONOMY[type]]);
const OFFSETS = NEWS_TYPES.map((_, index) => NEWS_TYPES.slice(0, index).reduce((sum, type) => sum + TAXONOMY[type].length, 0));
const COUNTS = NEWS_TYPES.map((type) => TAXONOMY[type].length);
/** Percent bucket (0–99) to category index (1-based), from CATEGORY_SHARES. */
const CATEGORY_OF_BUCKET = CATEGORY_SHARES.flatMap((share, index) => new Array<number>(share).fill(index + 1));

const INSERT_STORIES = `
  INSERT INTO stories (id, type, subtype, post_time, trending_score, user_id, img_urls, news_author, created_at, updated_at,
                       withdrawn_at, withdrawn_reason, withdrawn_note)
  SELECT ($3::numeric + g.n)::text,
         ($4::text[])[g.t],
         ($5::text[])[($6::int[])[g.t] + 1 + floor(($7::int[])[g.t] * power(((g.n * 2246822519) % 10007) / 10007.0, 2))::int],
         extract(epoch FROM g.at)::bigint - (g.n * 40503) % 21600,
         ((g.n * 2654435761) % 1001) / 10.0,
         'user_' || (g.n % 5000),
         jsonb_build_array('https://img.example.com/story/' || g.n || '.jpg'),
         jsonb_build_object('name', 'Author ' || (g.n % 300), 'url', 'https://example.com/authors/' || (g.n % 300)),
         g.at, g.at,
         CASE WHEN g.n % 997 = 13 THEN least(g.at + interval '1 day', to_timestamp($9::float8)) END,
         CASE WHEN g.n % 997 = 13 THEN (ARRAY['legal', 'error', 'duplicate', 'other'])[((g.n / 997) % 4)::int + 1] END,
         CASE WHEN g.n % 997 = 13 THEN 'Withdrawn by the benchmark' END
    FROM (SELECT n, ($8::int[])[((n * 2654435761) % 100)::int + 1] AS t,
                 to_timestamp($9::float8 - ($10::bigint - n) * $11::float8 - (n * 7919) % 60) AS at
            FROM generate_series($1::bigint, $2::bigint) AS n) AS g`;

/**
 * English for every story; the search documents as the ingest's upsert writes them
 * (searchDocSql: title at weight A, summary and body at B, in the language's configuration).
 * English, Spanish and French are indexed as written (indexText), so SQL can make them here.
 */
const INSERT_ENGLISH = `
  INSERT INTO story_versions (story_id, lang, title, news, summary, outlines, cita, search_doc, search_title)
  SELECT x.id, 'en', x.title, x.news, x.summary, '["The plan passes", "It takes effect next month"]'::jsonb, x.cita,
         setweight(to_tsvector('english', x.title), 'A') || setweight(to_tsvector('english', x.summary || E'\\n' || x.news), 'B'),
         to_tsvector('english', x.title)
    FROM (SELECT ($3::numeric + g.n)::text AS id,
                 initcap(${wordsSql('g.n', 5, 40503, '$4')}) || ' ' || ${topicSql('g.n', '$5')} AS title,
                 ${wordsSql('g.n', 12, 97531, '$4')} || '.' AS summary,
                 ${wordsSql('g.n', 30, 31337, '$4')} || '. Officials said the measure would take effect next month after a final review [1].' AS news,
                 '[1]: https://example.com/source/' || g.n AS cita
            FROM generate_series($1::bigint, $2::bigint) AS g(n)) AS x`;

/** A second language for 55% of the stories; Chinese search documents are left to the real indexer (they are cut into pairs). */
const INSERT_OTHER = `
  INSERT INTO story_versions (story_id, lang, title, news, summary, outlines, cita, search_doc, search_title)
  SELECT ($3::numeric + g.n)::text, l.lang, l.title || ' #' || g.n, l.body, l.summary, '[]'::jsonb, '[1]: https://example.com/source/' || g.n,
         CASE WHEN l.lang IN ('es', 'fr') THEN setweight(to_tsvector(xnews_search_config(l.lang), l.title || ' #' || g.n), 'A') ||
                                               setweight(to_tsvector(xnews_search_config(l.lang), l.summary || E'\\n' || l.body), 'B') END,
         CASE WHEN l.lang IN ('es', 'fr') THEN to_tsvector(xnews_search_config(l.lang), l.title || ' #' || g.n) END
    FROM generate_series($1::bigint, $2::bigint) AS g(n)
    JOIN (VALUES (0, 20, 'cn', '市议会批准新的预算计划', '官员表示，该措施将在最终审查后于下月生效。', '官员表示，该措施将在最终审查后于下月生效[1]。'),
                 (20, 25, 'tw', '市議會批准新的預算計畫', '官員表示，該措施將在最終審查後於下月生效。', '官員表示，該措施將在最終審查後於下月生效[1]。'),
                 (25, 40, 'es', 'El consejo aprueba el nuevo plan de presupuesto', 'La medida entrará en vigor el próximo mes.', 'Los funcionarios dijeron que la medida entrará en vigor el próximo mes [1].'),
                 (40, 55, 'fr', 'Le conseil approuve le nouveau plan budgétaire', 'La mesure entrera en vigueur le mois prochain.', 'Les responsables ont dit que la mesure entrera en vigueur le mois prochain [1].'))
           AS l(low, high, lang, title, summary, body)
      ON ((g.n * 2246822519) / 7) % 100 >= l.low AND ((g.n * 2246822519) / 7) % 100 < l.high`;

export interface DeskFill {
  stories: number;
  /** "Now" of the fill, epoch seconds: the newest story was ingested then. */
  anchor: number;
}

/**
 * Fills stories 1..total, with their versions, search documents and a pin per category in
 * English. Chinese versions get their search documents from indexMissingSearchDocuments, the
 * path that indexes versions written before 013_search.sql, so they are cut as the ingest cuts them.
 */
export async function fillDeskStories(db: Queryable, total: number, anchor: number, onChunk?: (done: number) => void): Promise<void> {
  const base = FIRST_ID.toString();
  const step = (DESK_SPREAD_DAYS * 86_400) / total;
  for (let low = 1; low <= total; low += CHUNK) {
    const high = Math.min(total, low + CHUNK - 1);
    await db.query(INSERT_STORIES, [low, high, base, [...NEWS_TYPES], SUBTYPES, OFFSETS, COUNTS, CATEGORY_OF_BUCKET, anchor, total, step]);
    await db.query(INSERT_ENGLISH, [low, high, base, VOCABULARY, SYLLABLES]);
    await db.query(INSERT_OTHER, [low, high, base]);
    onChunk?.(high);
  }
  await indexMissingSearchDocuments(db, 5000);
  // A pin on each category's English list, and on trending's: the newest live story of each.
  await db.query(
    `INSERT INTO story_pins (list, lang, story_id, until, pinned_by)
     SELECT t.type, 'en', (SELECT s.id FROM stories s WHERE s.type = t.type AND s.withdrawn_at IS NULL ORDER BY s.created_at DESC, s.id DESC LIMIT 1),
            now() + interval '3 days', 'benchmark'
       FROM unnest($1::text[]) AS t(type)`,
    [[...NEWS_TYPES]],
  );
}

/** Story n's id (the same numbering as fill-stories.ts). */
export { storyId };
