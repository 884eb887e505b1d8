import { readFileSync } from 'node:fs';

/** Routes the edge never carries: the probes, the metrics and the ingest, which go to the origin directly. */
const NOT_READERS = /route="(?:\/readyz|\/healthz|\/metrics|\/api\/ingest\/news)"/;

/** Readers' requests the origin has answered so far, from its own xnews_http_requests_total. */
export async function readerRequests(origin: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('xnews_http_requests_total{') || NOT_READERS.test(line)) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/** The origin's purge calls so far (decision 038), by outcome, from its own metrics. */
export async function purgeCalls(origin: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const calls: Record<string, number> = {};
  for (const match of text.matchAll(/^xnews_edge_purges_total\{[^}]*outcome="(\w+)"[^}]*\} (\d+)$/gm)) calls[match[1] ?? ''] = (calls[match[1] ?? ''] ?? 0) + Number(match[2]);
  return calls;
}

/** The CPU seconds a process has used, user and system, from /proc (clock ticks of 1/100 s on Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the stat line's 14th and 15th fields; these start at its 3rd.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
