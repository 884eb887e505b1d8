import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../server/db/database';
import { databaseNewsService } from '../../server/services/news/news-service';
import { medianOfRounds, summarize, type LatencySummary } from './percentiles';
import { seededRandom, type QueryCase, type QuerySample } from './query-cases';

export interface QueryTiming {
  query: string;
  db: LatencySummary;
  http: LatencySummary;
}

/** Items in a list or archive answer, 1 for a found story, 0 for nothing. */
function itemCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  return result === null || result === undefined ? 0 : 1;
}

/** Milliseconds of each run, one at a time. */
async function timed<T>(inputs: readonly T[], run: (input: T) => Promise<void>): Promise<number[]> {
  const millis: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await run(input);
    millis.push(performance.now() - started);
  }
  return millis;
}

export interface TimingOptions {
  /** Timed requests per round. */
  samples: number;
  /** Untimed requests before each round's timed ones. */
  warmup: number;
  rounds: number;
}

/**
 * Times each query twice with the same requests: the service call alone (what the database
 * costs), then the HTTP request through the whole app (routing, parsing, JSON, the socket).
 * Requests run one at a time, so each figure is latency, not throughput. Rounds go through
 * every query in turn, so that noise from elsewhere on the machine is spread over the queries
 * and then voted out by medianOfRounds.
 */
export async function measureQueries(db: Queryable, baseUrl: string, cases: readonly QueryCase[], options: TimingOptions & { seed: number }): Promise<QueryTiming[]> {
  const news = databaseNewsService(db);
  // One generator per query for the whole run: each round asks new requests, the same in every run.
  const perQuery = cases.map((queryCase, index) => ({
    queryCase,
    random: seededRandom(options.seed + index),
    db: [] as LatencySummary[],
    http: [] as LatencySummary[],
  }));
  for (let round = 0; round < options.rounds; round++) {
    for (const { queryCase, random, db: dbRounds, http: httpRounds } of perQuery) {
      const warmup = Array.from({ length: options.warmup }, () => queryCase.sample(random));
      const samples = Array.from({ length: options.samples }, () => queryCase.sample(random));

      // An empty answer would time an index probe, not the query: stop rather than print it.
      let empty = 0;
      const callDb = async (sample: QuerySample) => {
        if (itemCount(await sample.call(news, db)) === 0) empty += 1;
      };
      const callHttp = async (sample: QuerySample) => {
        const response = await fetch(baseUrl + sample.path);
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${sample.path} answered ${response.status}: ${Buffer.from(body).toString('utf8', 0, 300)}`);
      };
      await timed(warmup, callDb);
      dbRounds.push(summarize(await timed(samples, callDb)));
      if (empty > samples.length / 10) throw new Error(`${queryCase.name}: ${empty} of ${samples.length} answers were empty; the fill does not match the query`);
      await timed(warmup, callHttp);
      httpRounds.push(summarize(await timed(samples, callHttp)));
    }
  }
  return perQuery.map(({ queryCase, db: dbRounds, http: httpRounds }) => ({
    query: queryCase.name,
    db: medianOfRounds(dbRounds),
    http: medianOfRounds(httpRounds),
  }));
}

/**
 * Sequential fetches of one address that needs no database: the floor under every HTTP figure
 * (fetch client, loopback socket, Express routing), so the table's HTTP-minus-DB gap can be read.
 */
export async function timeFetches(url: string, options: TimingOptions): Promise<LatencySummary> {
  const fetchOnce = async (address: string) => {
    const response = await fetch(address);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  };
  const rounds: LatencySummary[] = [];
  for (let round = 0; round < options.rounds; round++) {
    await timed(new Array<string>(options.warmup).fill(url), fetchOnce);
    rounds.push(summarize(await timed(new Array<string>(options.samples).fill(url), fetchOnce)));
  }
  return medianOfRounds(rounds);
}

/**
 * EXPLAIN ANALYZE of the statements one request runs. The service is given a recorder in
 * place of the database, so the plans are of the exact SQL and parameters the route sends.
 */
export async function explainSample(db: Queryable, sample: QuerySample): Promise<string> {
  const recorded: { sql: string; params: readonly unknown[] }[] = [];
  const recorder: Queryable = {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      recorded.push({ sql, params });
      return [];
    },
  };
  await sample.call(databaseNewsService(recorder), recorder);
  const parts: string[] = [];
  for (const { sql, params } of recorded) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    parts.push(`${sample.path}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return parts.join('\n\n');
}
