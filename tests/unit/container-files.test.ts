import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { serverSettings } from '../../server/settings/server-settings';
import { composeServices, dockerfileInstructions, durationMs, imageHealthCheck, withVariablesUnset } from '../support/container-files';

/*
 * What an operator meets in the image and the compose file (decision 036): a health check that
 * waits out a slow first start, a stop that leaves the app its shutdown grace, no demo data and
 * no secrets where they do not belong, the data in a volume. The process behind them is
 * tests/process/container-start.test.ts's.
 */

/** The slowest first start seen in a container (Node 24, before decision 036), which the health check must wait out twice over. */
const SLOWEST_FIRST_START_MS = 95_000;
/** SHUTDOWN_TIMEOUT_MS when unset, from the settings' schema. */
const shutdownTimeoutMs = serverSettings.shape.SHUTDOWN_TIMEOUT_MS.parse(undefined);
/** What the app needs after its grace period: background work stopped and the database closed. */
const CLOSING_MS = 10_000;

const app = composeServices().app;
const instructions = dockerfileInstructions();
const readme = readFileSync(join(APP_ROOT, 'README.md'), 'utf8');

describe('the image and docker-compose.yml', () => {
  it('call a first start unhealthy only well after the slowest one seen', () => {
    expect(imageHealthCheck().startPeriodMs).toBeGreaterThanOrEqual(2 * SLOWEST_FIRST_START_MS);
  });

  it('give a stopping app clearly longer than its shutdown grace before killing it', () => {
    expect(app?.stop_grace_period).toBeDefined();
    expect(durationMs(app?.stop_grace_period ?? '')).toBeGreaterThanOrEqual(shutdownTimeoutMs + CLOSING_MS);
    // Compose passes an operator's SHUTDOWN_TIMEOUT_MS on, and sets none of its own.
    expect(withVariablesUnset(app?.environment?.SHUTDOWN_TIMEOUT_MS ?? 'missing')).toBe('');
    // docker run has no compose file: the README's command says it.
    const stopTimeout = /docker run .*--stop-timeout (\d+)/.exec(readme)?.[1];
    expect(Number(stopTimeout) * 1_000).toBeGreaterThanOrEqual(shutdownTimeoutMs + CLOSING_MS);
  });

  it('run the app under an init, which passes signals on and reaps', () => {
    expect(app?.init).toBe(true);
    expect(readme).toMatch(/docker run [^\n]*--init/);
  });

  it('seed no demo data in compose unless asked, and publish the edge on this machine only', () => {
    expect(withVariablesUnset(app?.environment?.SEED_DEMO ?? '')).toBe('false');
    const published = composeServices().varnish?.ports?.map(withVariablesUnset) ?? [];
    expect(published).not.toHaveLength(0);
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it('put the project\'s Varnish in front of every replica, which purge it on every change (decisions 037, 038)', () => {
    const { varnish } = composeServices();
    expect(varnish?.volumes).toContain('./deploy/varnish:/etc/varnish:ro');
    expect(varnish?.command).toEqual(expect.arrayContaining(['-f', '/etc/varnish/xnews.vcl']));
    expect(app?.environment?.EDGE_PURGE).toBe('varnish');
    expect(new URL(app?.environment?.EDGE_PURGE_URL ?? '').hostname).toBe('varnish');
    // Compose names the replicas <project>-app-<n>; backends.vcl must name each, no more.
    const backends = readFileSync(join(APP_ROOT, 'deploy/varnish/backends.vcl'), 'utf8');
    const hosts = [...backends.matchAll(/\.host = "([^"]+)"/g)].map((match) => match[1]);
    expect(hosts).toEqual(Array.from({ length: app?.deploy?.replicas ?? 1 }, (_, n) => `xnews-app-${n + 1}`));
  });

  it('keep the data folder in a volume, which the README names', () => {
    const dataDir = /(?:^|\s)DATA_DIR=(\S+)/.exec(instructions.find((instruction) => instruction.name === 'ENV')?.args ?? '')?.[1];
    expect(dataDir).toBeDefined();
    const volumes = instructions.filter((instruction) => instruction.name === 'VOLUME').map((instruction) => instruction.args);
    expect(volumes).toContain(dataDir);
    expect(readme).toMatch(new RegExp(`docker run [^\\n]*-v xnews-data:${dataDir}`));
    expect(readme).toContain('uid 1000');
  });

  it('leave secrets and local state out of the build', () => {
    const ignored = readFileSync(join(APP_ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '**/.env', '**/.env.*', 'data', 'node_modules', '.test-builds', 'coverage', '**/*.log']));
  });

  it('run on a Node whose V8 optimises PGlite within the memory the image is given', () => {
    const nodeVersion = /^NODE_VERSION=(\d+)/.exec(instructions.find((instruction) => instruction.name === 'ARG')?.args ?? '')?.[1];
    // Node 24's V8 took some 600 MiB for a moment to optimise PostgreSQL's parser (decision 036).
    expect(Number(nodeVersion)).toBeGreaterThanOrEqual(26);
  });
});
