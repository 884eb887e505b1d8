import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second, in which /proc gives a process's CPU time (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** What a process of the suite is, from its command line: the browser's parts, vitest's, the servers the process tests start. */
export function processKind(commandLine: string): string {
  if (commandLine.includes('chromium')) return commandLine.includes('--type=renderer') ? 'Chromium, renderers' : 'Chromium, browser and other processes';
  if (commandLine.includes('vitest')) return commandLine.includes('forks') ? 'vitest workers (tests, in-process apps)' : 'vitest main (set-up, reporter)';
  if (/\.test-builds\/\d+\/server\.js/.test(commandLine)) return 'server processes (process tests)';
  if (commandLine.includes('node')) return 'other Node processes';
  return 'other';
}

/** How often /proc is read: a process's CPU after its last sample is lost, so a short gap. */
const SAMPLE_MS = 250;

/**
 * CPU seconds by kind of process while it runs, sampled from /proc every SAMPLE_MS: a process is
 * seen from its first sample to its last, so one that lives under that may be missed and one that
 * ends loses at most its last SAMPLE_MS. Processes that were running before it started, its own among them, are left out.
 */
export function sampleProcessCpu(kindOf: (commandLine: string) => string = processKind): { stop(): Map<string, number> } {
  const before = new Set(readdirSync('/proc').filter((name) => /^\d+$/.test(name)));
  const seen = new Map<string, { kind: string; seconds: number }>();
  const sample = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || before.has(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime and stime, then the process's start time, which tells a reused pid apart.
        const key = `${pid}:${fields[19]}`;
        const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
        const known = seen.get(key);
        if (known) known.seconds = seconds;
        else seen.set(key, { kind: kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')), seconds });
      } catch {
        // Gone between the listing and the read.
      }
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const totals = new Map<string, number>();
      for (const { kind, seconds } of seen.values()) totals.set(kind, (totals.get(kind) ?? 0) + seconds);
      return totals;
    },
  };
}
