import type { Queryable } from '../../server/db/database';
import { LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';

/** Story n has id FIRST_ID + n: 19 digits, beyond 2^53, like the social-post ids in production. */
export const FIRST_ID = 1_900_000_000_000_000_000n;
/** Post times are spread over this many days before the anchor: past the 365-day list window. */
export const SPREAD_DAYS = 600;
/** Rows per statement: large enough that round trips do not count, small enough to see progress. */
const CHUNK = 100_000;

export function storyId(n: number): string {
  return (FIRST_ID + BigInt(n)).toString();
}

/**
 * Short text per language, so that every language's list has its own script and a 1M fill
 * stays a few hundred MB. The [1] marker makes the service strip footnotes as it does in production.
 */
const TEXT: Record<LangCode, { title: string; sentence: string }> = {
  en: { title: 'Council approves the new budget plan', sentence: 'Officials said the measure would take effect next month after a final review [1]. ' },
  cn: { title: '市议会批准新的预算计划', sentence: '官员表示，该措施将在最终审查后于下月生效[1]。' },
  tw: { title: '市議會批准新的預算計畫', sentence: '官員表示，該措施將在最終審查後於下月生效[1]。' },
  es: { title: 'El consejo aprueba el nuevo plan de presupuesto', sentence: 'Los funcionarios dijeron que la medida entrará en vigor el próximo mes [1]. ' },
  fr: { title: 'Le conseil approuve le nouveau plan budgétaire', sentence: 'Les responsables ont dit que la mesure entrera en vigueur le mois prochain [1]. ' },
};

/*
 * Type cycles through the 9 categories (n % 9) and subtype through that category's subtypes
 * ((n / 9) % count). Subtype lists differ in length, so they travel as one flat array with
 * each category's 0-based offset and count rather than as a (rectangular-only) 2-D array.
 */
const SUBTYPES = NEWS_TYPES.flatMap((type) => [...TAXONOMY[type]]);
const OFFSETS = NEWS_TYPES.map((_, index) => NEWS_TYPES.slice(0, index).reduce((sum, type) => sum + TAXONOMY[type].length, 0));
const COUNTS = NEWS_TYPES.map((type) => TAXONOMY[type].length);

/*
 * Spreads come from multiplicative hashes of n rather than random(): the same n gives the same
 * story on PGlite and on PostgreSQL, and on every run, so the two backends hold identical data.
 * n is at most a few million, so n * 2^32-ish stays far inside bigint.
 *  - post_time: anchor minus a Weyl sequence modulo the spread: uniform over SPREAD_DAYS and
 *    unrelated to n. A top-up therefore makes every month denser, which is how a larger site
 *    looks, and it scatters each month over the whole heap. Real ingest writes in time order and
 *    packs a month together, so this is the worst case for the archive's page reads.
 *  - trending_score: 0.0 to 100.0 in steps of 0.1; 1001 = 7·11·13 is coprime with 9, so the
 *    score is independent of the type.
 */
const INSERT_STORIES = `
  INSERT INTO stories (id, type, subtype, post_time, trending_score, user_id, img_urls, video_thumbs, video_embed_link, news_author)
  SELECT ($3::numeric + g.n)::text,
         ($4::text[])[g.t],
         ($5::text[])[($6::int[])[g.t] + ((g.n / 9) % ($7::int[])[g.t])::int + 1],
         $8::bigint - ((g.n * 2246822519) % 4294967296) % $9::bigint,
         ((g.n * 2654435761) % 1001) / 10.0,
         'user_' || (g.n % 5000),
         jsonb_build_array('https://img.example.com/story/' || g.n || '.jpg'),
         '[]'::jsonb,
         '',
         jsonb_build_object('name', 'Author ' || (g.n % 300), 'url', 'https://example.com/authors/' || (g.n % 300))
    FROM (SELECT n, (n % 9)::int + 1 AS t FROM generate_series($1::bigint, $2::bigint) AS n) AS g`;

/** Every story in English (language 1); every even one also in cn, tw, es or fr in turn. */
const INSERT_VERSIONS = `
  INSERT INTO story_versions (story_id, lang, title, news, summary, outlines, cita)
  SELECT ($3::numeric + g.n)::text,
         ($4::text[])[l.k],
         ($5::text[])[l.k] || ' #' || g.n,
         left(repeat(($6::text[])[l.k], 4), 200),
         left(($6::text[])[l.k], 120),
         '["The plan passes", "It takes effect next month"]'::jsonb,
         '[1]: https://example.com/source/' || g.n
    FROM generate_series($1::bigint, $2::bigint) AS g(n)
   CROSS JOIN LATERAL (VALUES (1), (CASE WHEN g.n % 2 = 0 THEN 2 + ((g.n / 2) % 4)::int END)) AS l(k)
   WHERE l.k IS NOT NULL`;

/**
 * Inserts stories from..to (1-based, inclusive) with their language versions, in chunks.
 * anchor is "now" in epoch seconds; pass the same one to every top-up of a database.
 */
export async function fillStories(db: Queryable, from: number, to: number, anchor: number, onChunk?: (done: number) => void): Promise<void> {
  const spreadSeconds = SPREAD_DAYS * 86_400;
  const langs = [...LANGUAGE_CODES];
  const titles = langs.map((lang) => TEXT[lang].title);
  const sentences = langs.map((lang) => TEXT[lang].sentence);
  // Id base as a decimal string: it exceeds 2^53, so it must not pass through a JS number.
  const base = FIRST_ID.toString();
  for (let low = from; low <= to; low += CHUNK) {
    const high = Math.min(to, low + CHUNK - 1);
    await db.query(INSERT_STORIES, [low, high, base, [...NEWS_TYPES], SUBTYPES, OFFSETS, COUNTS, anchor, spreadSeconds]);
    await db.query(INSERT_VERSIONS, [low, high, base, langs, titles, sentences]);
    onChunk?.(high);
  }
}

/**
 * Freshly bulk-loaded tables have no statistics and an unset visibility map; autovacuum would
 * fix both within a minute on a server, PGlite has no autovacuum at all. The checkpoint then
 * writes out the load's dirty pages now rather than during the timed requests. Together they
 * put both backends in the steady state a live site is in.
 */
export async function settle(db: Queryable): Promise<void> {
  await db.query('VACUUM ANALYZE stories');
  await db.query('VACUUM ANALYZE story_versions');
  try {
    await db.query('CHECKPOINT');
  } catch {
    // A role without pg_checkpoint (PostgreSQL 15+) or superuser may not; the bench still runs.
  }
}

/** Heap plus indexes of the two tables, in bytes. */
export async function storageBytes(db: Queryable): Promise<number> {
  const rows = await db.query<{ bytes: string }>(
    `SELECT (pg_total_relation_size('stories') + pg_total_relation_size('story_versions'))::text AS bytes`,
  );
  return Number(rows[0]?.bytes ?? 0);
}
