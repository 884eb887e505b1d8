import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { percentile } from '../percentiles';
import { summarizeDetails } from './audit-details';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** An audit that cost its category points (or, for performance, a diagnostic that failed). */
export interface LostAudit {
  category: CategoryId;
  id: string;
  title: string;
  displayValue: string;
  score: number;
  /** The first rows of its details in the run it came from (the median run's where it failed there). */
  where: string[];
  /** In how many of the runs it failed. */
  runs: number;
}

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lost: Omit<LostAudit, 'runs'>[];
  lcpElement: string;
  lcpPhases: string;
  layoutShifts: string[];
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time (≈ 1000+ for a fast desktop); low means a busy or slow machine. */
  benchmarkIndex: number;
  /** Where the main thread's time went, whether or not these audits lost points. */
  diagnostics: { id: string; displayValue: string; where: string[] }[];
}

const DIAGNOSTICS = ['mainthread-work-breakdown', 'bootup-time', 'long-tasks'];

export interface LighthouseSummary {
  runs: LighthouseRun[];
  median: { scores: Record<CategoryId, number>; lcpMs: number; cls: number; tbtMs: number };
  lost: LostAudit[];
  /** The run whose performance score is the median: its LCP element and shifts are the ones shown. */
  medianRun: LighthouseRun;
  chromeVersion: string;
  lighthouseVersion: string;
}

/** Walks a path through Lighthouse's loosely typed details without throwing. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const oneLine = (text: unknown, max = 160) => String(text ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

function lostAudits(lhr: Result): Omit<LostAudit, 'runs'>[] {
  const lost: Omit<LostAudit, 'runs'>[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      // Weighted audits make up the score; in performance the unweighted diagnostics say why a metric is slow.
      const failing = ref.weight > 0 ? audit.score < 1 : category === 'performance' && audit.score < 0.9;
      if (failing) lost.push({ category, id: ref.id, title: audit.title, displayValue: audit.displayValue ?? '', score: audit.score, where: summarizeDetails(audit.details) });
    }
  }
  return lost;
}

function runOf(lhr: Result): LighthouseRun {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<CategoryId, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const phases = dig(lcpDetails, 'items', 1, 'items');
  const shifts = dig(lhr.audits['layout-shifts']?.details, 'items');
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lost: lostAudits(lhr),
    lcpElement: oneLine(dig(lcpDetails, 'items', 0, 'items', 0, 'node', 'snippet')),
    lcpPhases: Array.isArray(phases)
      ? phases.map((phase) => `${String(dig(phase, 'phase'))} ${Math.round(Number(dig(phase, 'timing')))} ms`).join(', ')
      : '',
    layoutShifts: Array.isArray(shifts)
      ? shifts.map((shift) => `${Number(dig(shift, 'score')).toFixed(3)} ${oneLine(dig(shift, 'node', 'snippet'), 100)}`)
      : [],
    warnings: lhr.runWarnings.map((warning) => oneLine(warning, 300)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    diagnostics: DIAGNOSTICS.map((id) => ({ id, displayValue: lhr.audits[id]?.displayValue ?? '', where: summarizeDetails(lhr.audits[id]?.details, 5) })),
  };
}

/** Failures of Lighthouse's recording, not of the page. */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const MAX_RETRIES = 3;

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * Lighthouse's default config: the mobile preset (Moto G Power emulation, simulated slow 4G and
 * 4× CPU slowdown). Each run gets a fresh Chromium, so no cache or storage carries over.
 */
export async function runLighthouse(
  url: string,
  options: { runs: number; chromePath: string; extraHeaders: Record<string, string> },
  log: (message: string) => void,
): Promise<LighthouseSummary> {
  const { runs, chromePath, extraHeaders } = options;
  const results: LighthouseRun[] = [];
  let chromeVersion = '';
  let lighthouseVersion = '';
  let retries = 0;
  for (let index = 0; index < runs; index++) {
    // chrome-launcher's own Ctrl-C handler would exit before the scratch database is removed.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
    const killOnInterrupt = () => chrome.kill();
    process.once('SIGINT', killOnInterrupt);
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], extraHeaders });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      // Lighthouse's own trace recording can fail on a busy machine; the run is made again, a few times at most.
      if (lhr.runtimeError && TRACE_FAILURES.has(lhr.runtimeError.code) && retries < MAX_RETRIES) {
        retries += 1;
        log(`lighthouse ${index + 1}/${runs}: ${lhr.runtimeError.code}, running it again`);
        index -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      chromeVersion = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
      lighthouseVersion = lhr.lighthouseVersion;
      const run = runOf(lhr);
      results.push(run);
      log(`lighthouse ${index + 1}/${runs}: ${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ')}; LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms`);
    } finally {
      process.off('SIGINT', killOnInterrupt);
      chrome.kill();
    }
  }
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!medianRun) throw new Error('no Lighthouse run');
  const lost = new Map<string, LostAudit>();
  // The median run first, so the details shown are of the run whose figures are reported.
  for (const run of [medianRun, ...results.filter((run) => run !== medianRun)]) {
    for (const audit of run.lost) {
      const key = `${audit.category}/${audit.id}`;
      const seen = lost.get(key);
      lost.set(key, seen ? { ...seen, runs: seen.runs + 1, score: Math.min(seen.score, audit.score) } : { ...audit, runs: 1 });
    }
  }
  return {
    runs: results,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(results.map((run) => run.scores[category]))])) as Record<CategoryId, number>,
      lcpMs: median(results.map((run) => run.lcpMs)),
      cls: median(results.map((run) => run.cls)),
      tbtMs: median(results.map((run) => run.tbtMs)),
    },
    lost: [...lost.values()],
    medianRun,
    chromeVersion,
    lighthouseVersion,
  };
}
