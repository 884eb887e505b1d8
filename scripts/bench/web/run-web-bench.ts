import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readBenchConfig } from '../bench-config';
import { autocannon, type LoadResult } from '../load-test';
import { loadTable } from '../print-table';
import { measureCrawl, type Crawl } from './crawl';
import { crawlReport } from './crawl-report';
import { measureCrawlVersus } from './crawl-versus';
import { crawlVersusReport } from './crawl-versus-report';
import { measureScaleOut, type ScaleOut } from './scale-out';
import { scaleOutReport } from './scale-out-report';
import { startBenchSite, type BenchSite } from './bench-site';
import { chosenValue, READING_PREFERENCES } from '../../../shared/reading-preferences';
import { runLighthouse } from './lighthouse-runs';
import { measurePageLoad, type PageLoad } from './page-load';
import { measurePageSize, type PageSize } from './page-sizes';
import { lighthouseDetails, lighthouseMedianTable, scriptTable, sizeTable, targetLines, type PageLighthouse } from './web-report';
import { LIST_ROUTES, OTHER_ROUTES, TRENDING_ROUTE, type WebRoute } from './web-routes';
import { storyRoutes } from './story-routes';

const PARTS = ['sizes', 'load', 'lighthouse', 'scale', 'crawl', 'versus'] as const;
/** The list API as the pages call it, for its cached and uncached figures. */
const LIST_API_PATH = '/api/public/xnews/list?lang=en&type=trending&page=1&size=9';
const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);

/** The whole run: measures what BENCH_WEB_PARTS asks for, then prints the Markdown report to stdout. */
export async function runWebBench(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') throw new Error('bench:web measures React\'s production build: run it with NODE_ENV=production');
  const config = readBenchConfig();
  // scale needs a PostgreSQL server: two processes cannot share the embedded database.
  // versus needs another checkout's build to compare with.
  const versusWith = process.env.BENCH_CRAWL_VERSUS;
  const defaultParts = PARTS.filter((part) => (part !== 'scale' || config.postgresUrl) && (part !== 'versus' || versusWith));
  const wanted = new Set((process.env.BENCH_WEB_PARTS ?? defaultParts.join(',')).split(',').map((part) => part.trim()));
  if (wanted.has('versus') && !versusWith) throw new Error('BENCH_WEB_PARTS=versus needs BENCH_CRAWL_VERSUS: another checkout of xnews, built with npm run build, to compare this build with');
  if (wanted.has('scale') && !config.postgresUrl) throw new Error('BENCH_WEB_PARTS=scale needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL server for two instances to share');
  const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  for (const part of wanted) {
    if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_WEB_PARTS: unknown part '${part}' (${PARTS.join(', ')})`);
  }
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isSafeInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS: a positive whole number');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const lighthouseTheme = process.env.BENCH_LIGHTHOUSE_THEME;
  if (lighthouseTheme !== undefined && chosenValue('theme', lighthouseTheme) === undefined) {
    throw new Error(`BENCH_LIGHTHOUSE_THEME: one of ${READING_PREFERENCES.theme.chosen.join(', ')}, or unset for the system's`);
  }
  // The reader's choice as the browser sends it (decision 039): the page is rendered in it from the first byte.
  const lighthouseHeaders: Record<string, string> = lighthouseTheme === undefined ? {} : { Cookie: `${READING_PREFERENCES.theme.cookie}=${lighthouseTheme}` };
  const crawlOptions = {
    rounds: Number(process.env.BENCH_CRAWL_ROUNDS ?? 3),
    articlesPerRound: Number(process.env.BENCH_CRAWL_ARTICLES ?? 500),
    listsPerRound: Number(process.env.BENCH_CRAWL_LISTS ?? 200),
    clients: Number(process.env.BENCH_CRAWL_CLIENTS ?? 4),
    profileDir: process.env.BENCH_CRAWL_PROFILE_DIR,
    postgresUrl: process.env.BENCH_CRAWL_DATABASE === 'postgres' ? config.postgresUrl : undefined,
  };
  if (process.env.BENCH_CRAWL_DATABASE === 'postgres' && !config.postgresUrl) throw new Error('BENCH_CRAWL_DATABASE=postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  if (!['pglite', 'postgres', undefined].includes(process.env.BENCH_CRAWL_DATABASE)) throw new Error('BENCH_CRAWL_DATABASE: pglite (the default) or postgres');
  for (const [name, value] of Object.entries(crawlOptions)) {
    if (name !== 'profileDir' && name !== 'postgresUrl' && (!Number.isSafeInteger(value) || Number(value) < 1)) throw new Error(`crawl ${name}: a positive whole number`);
  }

  const runStarted = performance.now();
  const loadStart = loadavg()[0] ?? Number.NaN;
  let site: BenchSite | undefined;
  // Ctrl-C must not leave the scratch database behind.
  process.once('SIGINT', () => {
    log('interrupted: removing the scratch database');
    void (site?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });

  const sizes: PageSize[] = [];
  const loads: PageLoad[] = [];
  const apiLoads: LoadResult[] = [];
  let scale: ScaleOut | undefined;
  let crawl: Crawl | undefined;
  const lighthouse: PageLighthouse[] = [];
  let stories = 0;
  let storyTitle = '';
  // The throughput and Lighthouse pages: the front list and the article, which are held to the same targets.
  const measured: WebRoute[] = [TRENDING_ROUTE];
  const inProcess = ['sizes', 'load', 'lighthouse'].some((part) => wanted.has(part));
  if (inProcess) {
    log('starting the app on a scratch PGlite database with the demo content');
    site = await startBenchSite();
    try {
      stories = site.stories;
      log(`serving ${stories} demo stories at ${site.baseUrl}`);
      const story = await storyRoutes(site.baseUrl);
      storyTitle = story.story.title;
      measured.push(story.article);
      if (wanted.has('sizes')) {
        for (const route of [...LIST_ROUTES, story.article, story.brief, story.archiveMonth, ...OTHER_ROUTES]) {
          sizes.push(await measurePageSize(site.baseUrl, route, site.assets));
        }
      }
      if (wanted.has('load')) {
        const load = { connections: config.connections, durationSeconds: config.durationSeconds };
        for (const route of measured) loads.push(await measurePageLoad(site, route, load, log));
        log(`autocannon: ${LIST_API_PATH} from the cache, then with caching off`);
        apiLoads.push(await autocannon('list API, from the response cache', site.baseUrl + LIST_API_PATH, load));
        apiLoads.push(await autocannon('list API, a query per request (caching off)', site.uncachedBaseUrl + LIST_API_PATH, load));
      }
      if (wanted.has('lighthouse')) {
        for (const route of measured) {
          log(`lighthouse: ${lighthouseRuns} runs on ${route.path} with ${chromePath}, colour scheme ${lighthouseTheme ?? "the system's"}`);
          lighthouse.push({ route, summary: await runLighthouse(site.baseUrl + route.path, { runs: lighthouseRuns, chromePath, extraHeaders: lighthouseHeaders }, log) });
        }
      }
    } finally {
      log('closing the app and removing the scratch database');
      await site.close();
      site = undefined;
    }
  }
  if (wanted.has('crawl')) crawl = await measureCrawl(crawlOptions, log);
  const versus = wanted.has('versus') && versusWith ? await measureCrawlVersus(crawlOptions, versusWith, log) : undefined;
  if (wanted.has('scale') && config.postgresUrl) {
    log('scale-out: built server processes on a scratch PostgreSQL database and a Redis of their own');
    scale = await measureScaleOut(config.postgresUrl, { connections: config.connections, durationSeconds: config.durationSeconds, soakSeconds }, log);
  }

  // --- Report (stdout) ---
  const out: string[] = [];
  out.push(`## server-rendered pages benchmark, ${new Date().toISOString().slice(0, 10)}`, '');
  out.push(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}. ` +
      `Load average (1 min) at start and end: ${loadStart.toFixed(2)}, ${loadavg()[0]?.toFixed(2) ?? '?'}.`,
    '',
  );
  if (inProcess) {
    out.push(
      `The in-process parts: the production build (dist/client) on PGlite with the ${stories.toLocaleString('en-US')}-story demo set, app and bench ` +
        `in one process, on loopback. The article, brief and archive rows are of the trending list's first story, "${storyTitle}".`,
      '',
    );
  }
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
    const [front, ...others] = sizes.filter((candidate) => measured.includes(candidate.route));
    if (front) {
      out.push(`Scripts of the ${front.route.name}:`, '', scriptTable(front), '');
      // The other pages share the entry and the framework: only what they add is worth a table.
      const shared = new Set(front.scripts.map((script) => script.url));
      for (const size of others) {
        const own = { ...size, scripts: size.scripts.filter((script) => !shared.has(script.url)) };
        out.push(`Scripts the ${size.route.name} loads beyond the ${front.route.name}'s:`, '', scriptTable(own), '');
      }
    }
  }
  if (loads.length > 0) {
    out.push(
      `### Throughput (autocannon, ${config.connections} connections, ${config.durationSeconds} s each, generator in its own process)`,
      '',
      'Each page three ways, one after the other: the app as it runs (the page cache serves one render to every reader, ' +
        'the same bytes); the same app with caching off (a render per request); and a bare Express 5 route sending the same HTML bytes as a constant with ' +
        'the same content type. Neither side is compressed (autocannon sends no Accept-Encoding). No User-Agent is sent, ' +
        'which the renderer treats as a desktop; the bench checked that the HTML is the desktop page.',
      '',
      loadTable(loads.flatMap((load) => [load.app, load.uncached, load.bare])),
      '',
      ...loads.map(
        (load) =>
          `- ${load.route.name} (\`${load.route.path}\`): ${(load.ratio * 100).toFixed(0)}% of its bare route's requests/s from the cache, ` +
          `${(load.uncachedRatio * 100).toFixed(1)}% rendered per request.`,
      ),
      '',
    );
  }
  if (apiLoads.length > 0) {
    out.push(`### The list API (\`${LIST_API_PATH}\`), same app and load`, '', loadTable(apiLoads), '');
  }
  if (scale) out.push(...scaleOutReport(scale, config.connections, config.durationSeconds));
  const crawlLines = crawl ? crawlReport(crawl) : [];
  out.push(...crawlLines);
  if (versus) out.push(...crawlVersusReport(versus));
  const [firstLighthouse] = lighthouse;
  if (firstLighthouse) {
    const { lighthouseVersion, chromeVersion } = firstLighthouse.summary;
    out.push(
      `### Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), ${chromeVersion}`,
      '',
      `Medians of ${lighthouseRuns} runs per page, a fresh Chromium each run:`,
      '',
      lighthouseMedianTable(lighthouse),
      '',
      ...lighthouse.flatMap(lighthouseDetails),
    );
  }
  const targets = targetLines(loads, sizes, lighthouse);
  if (targets.length > 0) out.push('### Targets', '', ...targets.map((line) => `- ${line}`), '');
  out.push(`Whole run: ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
  process.stdout.write(`${out.join('\n')}\n`);
  if (process.env.BENCH_STRICT === '1' && [...targets, ...crawlLines].some((line) => /^(- )?FAIL/.test(line))) process.exitCode = 1;
}
