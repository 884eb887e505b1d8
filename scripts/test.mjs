// npm test: type check, lint, the whole suite on PGlite, then every database-facing suite again on a
// real PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it).
import { spawnSync } from 'node:child_process';

/** Suites that talk to the database; they run on both. */
const DATABASE_SUITES = ['tests/api', 'tests/db'];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const extra = process.argv.slice(2);
run('type check', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('lint', 'npx', ['biome', 'lint', '--error-on-warnings']);
run('all suites on PGlite', 'npx', ['vitest', 'run', ...extra], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('database suites on PostgreSQL', 'npx', ['vitest', 'run', ...DATABASE_SUITES, ...extra], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is unset: the PostgreSQL-server run is skipped; .ci/run sets it)');
}
