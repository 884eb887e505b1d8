import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { BENCH_DOC, CONFIGURATION_DOC, envExample, withBenchEnvTable, withEnvTables } from './render-env-docs';
import { benchSettings, testSettings } from './tool-settings';

/** .env.example and the variables' tables in docs/configuration.md and scripts/bench/README.md are written from the settings, never by hand. */
describe('the environment variables documentation', () => {
  const stale = (what: string) => `${what}: out of date with server/settings/server-settings.ts or scripts/env-docs/tool-settings.ts, run npm run env:docs`;
  const read = (file: string) => readFileSync(join(APP_ROOT, file), 'utf8');

  it('.env.example lists every server variable as the schema describes it', () => {
    expect(read('.env.example'), stale('.env.example')).toBe(envExample());
  });

  it("docs/configuration.md's environment tables are the schema's", () => {
    const doc = read(CONFIGURATION_DOC);
    expect(doc, stale(`${CONFIGURATION_DOC}'s environment tables`)).toBe(withEnvTables(doc));
  });

  it("scripts/bench/README.md's table is the benchmarks' variables", () => {
    const doc = read(BENCH_DOC);
    expect(doc, stale(`${BENCH_DOC}'s table of variables`)).toBe(withBenchEnvTable(doc));
  });

  it('names each variable of the tests and benchmarks once, in one of the two files', () => {
    const tests = Object.keys(testSettings);
    expect(Object.keys(benchSettings).filter((name) => tests.includes(name))).toEqual([]);
    for (const name of Object.keys(benchSettings)) expect(name).toMatch(/^(BENCH_|CHROME_PATH$)/);
  });

  it('leaves every secret empty in .env.example', () => {
    for (const name of ['INGEST_TOKEN', 'AUTH_SECRET', 'SMS_HTTP_TOKEN', 'GOOGLE_CLIENT_SECRET', 'FACEBOOK_CLIENT_SECRET']) {
      expect(envExample()).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
  });
});
