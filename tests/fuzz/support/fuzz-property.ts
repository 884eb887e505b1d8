import fc from 'fast-check';

/**
 * Every property runs with a seed of its own, so that a run is repeatable and CI stays fast.
 * FUZZ_SEED replays a failure (the seed fast-check prints) or explores further; FUZZ_RUNS runs
 * more (or fewer) cases than the property's own bound.
 */
function fromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got '${raw}'`);
  return value;
}

/** Long enough for a property at its own bound on a busy machine, and for a deep run with FUZZ_RUNS. */
export const FUZZ_TEST_TIMEOUT_MS = process.env.FUZZ_RUNS ? 60 * 60_000 : 60_000;

export interface FuzzBounds {
  /** The property's fixed seed. */
  seed: number;
  /** How many cases it tries: small enough that tests/fuzz runs in about a minute on two cores. */
  numRuns: number;
}

/**
 * Checks an async property with its seed and bound. On failure fast-check's message names the
 * seed and the shrunk counterexample; the seed is repeated first, for FUZZ_SEED.
 */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  bounds: FuzzBounds,
  ...property: [...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }, predicate: (...values: Ts) => Promise<void>]
): Promise<void> {
  const seed = fromEnv('FUZZ_SEED') ?? bounds.seed;
  const numRuns = fromEnv('FUZZ_RUNS') ?? bounds.numRuns;
  try {
    await fc.assert(fc.asyncProperty(...property), { seed, numRuns });
  } catch (error) {
    if (error instanceof Error) error.message = `fuzz seed ${seed} (replay: FUZZ_SEED=${seed})\n${error.message}`;
    throw error;
  }
}
