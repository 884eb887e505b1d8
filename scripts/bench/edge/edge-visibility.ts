import { setTimeout as sleep } from 'node:timers/promises';

/** How long a list page at the edge takes to show a story, from the moment its ingest answered. */
export async function visibleAfter(listUrl: string, title: string, answeredAt: number, giveUpMs = 30_000): Promise<number> {
  for (;;) {
    const html = await (await fetch(listUrl, { headers: { 'Accept-Encoding': 'br, gzip' } })).text();
    if (html.includes(title)) return performance.now() - answeredAt;
    if (performance.now() - answeredAt > giveUpMs) return Number.POSITIVE_INFINITY;
    await sleep(25);
  }
}
