// npm run env:docs: writes .env.example, docs/configuration.md's environment tables and
// scripts/bench/README.md's table of the benchmarks' variables from the settings.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../server/app-root';
import { BENCH_DOC, CONFIGURATION_DOC, envExample, withBenchEnvTable, withEnvTables } from './env-docs/render-env-docs';

function rewrite(file: string, withTables: (text: string) => string): void {
  const path = join(APP_ROOT, file);
  writeFileSync(path, withTables(readFileSync(path, 'utf8')));
}

writeFileSync(join(APP_ROOT, '.env.example'), envExample());
rewrite(CONFIGURATION_DOC, withEnvTables);
rewrite(BENCH_DOC, withBenchEnvTable);
console.log(`wrote .env.example, the environment tables of ${CONFIGURATION_DOC} and the benchmarks' variables of ${BENCH_DOC}`);
