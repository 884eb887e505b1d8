import { loadTable } from '../print-table';
import type { ScaleOut } from './scale-out';

/** The scale-out section of the report: one instance against two, then memory over the soak. */
export function scaleOutReport(scale: ScaleOut, connections: number, durationSeconds: number): string[] {
  const gain = scale.two.requestsPerSecond / scale.one.requestsPerSecond;
  return [
    `### One instance against two (built server processes, PostgreSQL and Redis, ${connections} connections, ${durationSeconds} s)`,
    '',
    'Each instance is its own process, as behind a load balancer; for two, the same generator splits its connections between them. ' +
      'Both have warm page caches, shared through Redis. Everything (both instances, PostgreSQL, Redis and autocannon) shares this machine\'s cores, ' +
      'so the gain says what the instances add when the machine has room, not what separate hosts would.',
    '',
    loadTable([scale.one, scale.two]),
    '',
    `Two instances serve ${gain.toFixed(2)}× the requests/s of one.`,
    '',
    `Memory: the instance's RSS was ${scale.rssBeforeMiB.toFixed(0)} MiB before a ${scale.soakSeconds} s run at ${connections} connections ` +
      `and ${scale.rssAfterMiB.toFixed(0)} MiB at its end (${scale.soak.requestsPerSecond.toFixed(0)} requests/s, ${scale.soak.failures} errors).`,
    '',
  ];
}
