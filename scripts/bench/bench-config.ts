/** What a run measures, from the environment, so that a quick run needs no code change. */

export type BackendName = 'pglite' | 'postgres';

export interface BenchConfig {
  /** Story counts, smallest first: each size tops up the database of the size before it. */
  sizes: number[];
  backends: BackendName[];
  /** The server (any database on it) where scratch databases are created; undefined skips PostgreSQL. */
  postgresUrl: string | undefined;
  /** Timed requests per query and round, after the warm-up ones; the figures are medians over rounds. */
  samples: number;
  warmup: number;
  rounds: number;
  /** autocannon seconds per target, and its connection count. */
  durationSeconds: number;
  connections: number;
  /** Print EXPLAIN ANALYZE of one request of each query at the largest size. */
  explain: boolean;
}

function positiveIntegers(name: string, raw: string): number[] {
  return raw.split(',').map((part) => {
    // Number() also reads 1e6, which is how large sizes are easiest to type.
    const value = Number(part.trim());
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name}: '${part}' is not a positive whole number`);
    return value;
  });
}

/** A positive whole number from the environment, or fallback when it is unset or blank. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const [value] = positiveIntegers(name, raw);
  return value ?? fallback;
}

export function readBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const sizes = [...new Set(positiveIntegers('BENCH_SIZES', env.BENCH_SIZES ?? '100000,1000000'))].sort((a, b) => a - b);
  const backends = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const name of backends) {
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_BACKENDS: unknown backend '${name}' (pglite, postgres)`);
  }
  return {
    sizes,
    backends: [...new Set(backends as BackendName[])],
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    samples: positiveInteger(env, 'BENCH_SAMPLES', 200),
    warmup: positiveInteger(env, 'BENCH_WARMUP', 20),
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 5),
    durationSeconds: positiveInteger(env, 'BENCH_DURATION', 10),
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 50),
    explain: env.BENCH_EXPLAIN === '1',
  };
}
