import { performance } from 'node:perf_hooks';
import { deskStoryFilterOf } from '../../../server/api/desk/desk-story-query';
import type { Queryable } from '../../../server/db/database';
import { deskStories } from '../../../server/db/desk/desk-stories';
import { medianOfRounds, summarize, type LatencySummary } from '../percentiles';
import { seededRandom } from '../query-cases';
import { deskListPath, type DeskListCase, type DeskListSample } from './desk-list-cases';

export interface DeskListTiming {
  query: string;
  db: LatencySummary;
  http: LatencySummary;
  /** The slowest HTTP request of all rounds. */
  httpMax: number;
  /** Stories on a page, the median over the DB calls: a case that finds nothing times nothing. */
  rows: number;
}

export interface DeskListOptions {
  samples: number;
  warmup: number;
  rounds: number;
  seed: number;
  opsToken: string;
}

async function timed(samples: readonly DeskListSample[], run: (sample: DeskListSample) => Promise<void>): Promise<number[]> {
  const millis: number[] = [];
  for (const sample of samples) {
    const started = performance.now();
    await run(sample);
    millis.push(performance.now() - started);
  }
  return millis;
}

/**
 * Each case as the db function alone (deskStories over the route's own parsing of the query) and
 * as GET /api/desk/stories through the whole app with the operations token (the desk's gate,
 * JSON, the socket), one request at a time. Rounds go through every case in turn, and the figures
 * are medians over the rounds (percentiles.ts), as bench:api's are.
 */
export async function measureDeskList(db: Queryable, baseUrl: string, cases: readonly DeskListCase[], options: DeskListOptions): Promise<DeskListTiming[]> {
  const perCase = cases.map((deskCase, index) => ({
    deskCase,
    random: seededRandom(options.seed + index),
    db: [] as LatencySummary[],
    http: [] as LatencySummary[],
    httpMax: 0,
    rows: [] as number[],
  }));
  const headers = { authorization: `Bearer ${options.opsToken}` };
  for (let round = 0; round < options.rounds; round++) {
    for (const entry of perCase) {
      const draw = (count: number) => Array.from({ length: count }, () => entry.deskCase.sample(entry.random));
      const callDb = async (sample: DeskListSample) => {
        entry.rows.push((await deskStories(db, deskStoryFilterOf(sample.query))).length);
      };
      const callHttp = async (sample: DeskListSample) => {
        const response = await fetch(baseUrl + deskListPath(sample), { headers });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${deskListPath(sample)} answered ${response.status}: ${Buffer.from(body).toString('utf8', 0, 300)}`);
      };
      await timed(draw(options.warmup), callDb);
      entry.rows.length = 0;
      entry.db.push(summarize(await timed(draw(options.samples), callDb)));
      const empty = entry.rows.filter((rows) => rows === 0).length;
      if (empty > entry.rows.length / 10) throw new Error(`${entry.deskCase.name}: ${empty} of ${entry.rows.length} pages were empty; the fill does not match the query`);
      await timed(draw(options.warmup), callHttp);
      const http = await timed(draw(options.samples), callHttp);
      entry.http.push(summarize(http));
      entry.httpMax = Math.max(entry.httpMax, ...http);
    }
  }
  return perCase.map((entry) => ({
    query: entry.deskCase.name,
    db: medianOfRounds(entry.db),
    http: medianOfRounds(entry.http),
    httpMax: entry.httpMax,
    rows: [...entry.rows].sort((a, b) => a - b)[Math.floor(entry.rows.length / 2)] ?? 0,
  }));
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement one request runs, with the route's own parameters. */
export async function explainDeskList(db: Queryable, sample: DeskListSample): Promise<string> {
  const recorded: { sql: string; params: readonly unknown[] }[] = [];
  const recorder: Queryable = {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      recorded.push({ sql, params });
      return [];
    },
  };
  await deskStories(recorder, deskStoryFilterOf(sample.query));
  const parts: string[] = [];
  for (const { sql, params } of recorded) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    parts.push(`${deskListPath(sample)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return parts.join('\n\n');
}
