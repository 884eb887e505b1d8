import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readBenchConfig } from '../bench-config';
import { loadTable } from '../print-table';
import { startBenchSite, type BenchSite } from './bench-site';
import { runLighthouse, type LighthouseSummary } from './lighthouse-runs';
import { measurePageLoad, type PageLoad } from './page-load';
import { measurePageSize, type PageSize } from './page-sizes';
import { lighthouseTable, lostAuditTable, scriptTable, sizeTable, targetLines } from './web-report';
import { MAIN_ROUTE, WEB_ROUTES } from './web-routes';

const PARTS = ['sizes', 'load', 'lighthouse'] as const;
const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);

/** The whole run: measures what BENCH_WEB_PARTS asks for, then prints the Markdown report to stdout. */
export async function runWebBench(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') throw new Error('bench:web measures React\'s production build: run it with NODE_ENV=production');
  const config = readBenchConfig();
  const wanted = new Set((process.env.BENCH_WEB_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()));
  for (const part of wanted) {
    if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_WEB_PARTS: unknown part '${part}' (${PARTS.join(', ')})`);
  }
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isSafeInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS: a positive whole number');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

  const runStarted = performance.now();
  const loadStart = loadavg()[0] ?? Number.NaN;
  let site: BenchSite | undefined;
  // Ctrl-C must not leave the scratch database behind.
  process.once('SIGINT', () => {
    log('interrupted: removing the scratch database');
    void (site?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });

  const sizes: PageSize[] = [];
  let load: PageLoad | undefined;
  let lighthouse: LighthouseSummary | undefined;
  let stories = 0;
  log('starting the app on a scratch PGlite database with the demo content');
  site = await startBenchSite();
  try {
    stories = site.stories;
    log(`serving ${stories} demo stories at ${site.baseUrl}`);
    if (wanted.has('sizes')) {
      for (const route of WEB_ROUTES) sizes.push(await measurePageSize(site.baseUrl, route, site.assets));
    }
    if (wanted.has('load')) {
      load = await measurePageLoad(site.baseUrl, MAIN_ROUTE, { connections: config.connections, durationSeconds: config.durationSeconds }, log);
    }
    if (wanted.has('lighthouse')) {
      log(`lighthouse: ${lighthouseRuns} runs on ${MAIN_ROUTE.path} with ${chromePath}`);
      lighthouse = await runLighthouse(site.baseUrl + MAIN_ROUTE.path, lighthouseRuns, chromePath, log);
    }
  } finally {
    log('closing the app and removing the scratch database');
    await site.close();
    site = undefined;
  }

  // --- Report (stdout) ---
  const out: string[] = [];
  out.push(`## server-rendered pages benchmark, ${new Date().toISOString().slice(0, 10)}`, '');
  out.push(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}. The production build (dist/client) on PGlite with the ` +
      `${stories.toLocaleString('en-US')}-story demo set, app and bench in one process, on loopback. ` +
      `Load average (1 min) at start and end: ${loadStart.toFixed(2)}, ${loadavg()[0]?.toFixed(2) ?? '?'}.`,
    '',
  );
  if (sizes.length > 0) {
    out.push(
      '### First load, gzipped',
      '',
      'HTML as the app compresses it for a desktop browser; JS and CSS at the size of the .gz files the build wrote, for every script and stylesheet ' +
        'the HTML names plus every script those import statically (lazy imports excluded). Images and fonts are not counted. KB = 1,024 bytes.',
      '',
      sizeTable(sizes),
      '',
    );
    const main = sizes.find((size) => size.route === MAIN_ROUTE);
    if (main) out.push(`Scripts of the ${main.route.name}:`, '', scriptTable(main), '');
  }
  if (load) {
    out.push(
      `### Throughput of ${MAIN_ROUTE.path} (autocannon, ${config.connections} connections, ${config.durationSeconds} s each, generator in its own process)`,
      '',
      'Uncached: the page is rendered for every request (no page cache yet). The bare route is Express 5 sending the same ' +
        `${load.htmlBytes.toLocaleString('en-US')} HTML bytes as a constant with the same content type. Neither side is compressed (autocannon sends no Accept-Encoding). ` +
        'No User-Agent is sent, which the renderer treats as a desktop; the bench checked that the HTML is the desktop page.',
      '',
      loadTable([load.app, load.bare]),
      '',
      `The server-rendered page serves ${(load.ratio * 100).toFixed(0)}% of the bare route's requests/s (${(1 / load.ratio).toFixed(1)}× fewer).`,
      '',
    );
  }
  if (lighthouse) {
    out.push(
      `### Lighthouse ${lighthouse.lighthouseVersion}, mobile preset (simulated throttling), ${MAIN_ROUTE.path}, ${lighthouse.chromeVersion}`,
      '',
      lighthouseTable(lighthouse),
      '',
    );
    const { medianRun } = lighthouse;
    if (medianRun.lcpElement) out.push(`LCP element (median run): \`${medianRun.lcpElement}\`${medianRun.lcpPhases ? `; ${medianRun.lcpPhases}` : ''}.`, '');
    if (medianRun.layoutShifts.length > 0) out.push(`Layout shifts (median run): ${medianRun.layoutShifts.map((shift) => `\`${shift}\``).join('; ')}.`, '');
    for (const diagnostic of medianRun.diagnostics) {
      if (diagnostic.where.length > 0) out.push(`${diagnostic.id} (median run)${diagnostic.displayValue ? `, ${diagnostic.displayValue}` : ''}: ${diagnostic.where.join('; ')}.`, '');
    }
    const lost = lostAuditTable(lighthouse);
    out.push(lost ? `Audits that lost points (performance: also diagnostics scoring under 0.9):\n\n${lost}` : 'No audit lost points.', '');
    const warnings = [...new Set(lighthouse.runs.flatMap((run) => run.warnings))];
    if (warnings.length > 0) out.push(`Lighthouse warnings: ${warnings.join(' | ')}`, '');
  }
  const targets = targetLines(load, sizes, lighthouse);
  out.push('### Targets', '', ...targets.map((line) => `- ${line}`), '');
  out.push(`Whole run: ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
  process.stdout.write(`${out.join('\n')}\n`);
  if (process.env.BENCH_STRICT === '1' && targets.some((line) => line.startsWith('FAIL'))) process.exitCode = 1;
}
