import { percentile } from '../percentiles';
import { markdownTable } from '../print-table';
import type { Crawl, CrawlPass, CrawlRound } from './crawl';
import { kb } from './web-report';

/** The targets for what a crawler costs: server CPU per page, uncached and cached, and the HTML of an article and a list page. */
export const CRAWL_TARGETS = {
  articleUncachedCpuMs: 4,
  listUncachedCpuMs: 5,
  cachedCpuMs: 0.7,
  articleHtmlBytes: 40 * 1024,
  listHtmlBytes: 50 * 1024,
};

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

type PassOf = (round: CrawlRound) => CrawlPass;

const PASSES: { name: string; of: PassOf }[] = [
  { name: 'article, uncached', of: (round) => round.articles.uncached },
  { name: 'article, same pages from the cache', of: (round) => round.articles.cached },
  { name: 'list page, uncached', of: (round) => round.lists.uncached },
  { name: 'list page, same pages from the cache', of: (round) => round.lists.cached },
];

/** The crawl part's Markdown: a row per kind of pass with each round's CPU and the median, then RSS and the targets. */
export function crawlReport(crawl: Crawl): string[] {
  const { rounds, options } = crawl;
  const cpu = (of: PassOf) => median(rounds.map((round) => of(round).cpuMsPerPage));
  const rows = PASSES.map(({ name, of }) => {
    const first = rounds[0] ? of(rounds[0]) : undefined;
    return [
      name,
      String(first?.pages ?? 0),
      rounds.map((round) => of(round).cpuMsPerPage.toFixed(2)).join(', '),
      cpu(of).toFixed(2),
      kb(median(rounds.map((round) => of(round).htmlBytes))),
      kb(median(rounds.map((round) => of(round).gzipBytes))),
      rounds.map((round) => `${of(round).hits}/${of(round).pages}`).join(', '),
    ];
  });
  const html = (of: PassOf) => median(rounds.map((round) => of(round).htmlBytes));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const articleCpu = cpu((round) => round.articles.uncached);
  const listCpu = cpu((round) => round.lists.uncached);
  const cachedCpu = Math.max(cpu((round) => round.articles.cached), cpu((round) => round.lists.cached));
  const articleHtml = html((round) => round.articles.uncached);
  const listHtml = html((round) => round.lists.uncached);
  return [
    `### Crawl (${options.rounds} rounds, ${options.clients} clients, the built server in its own process on ${options.postgresUrl ? 'PostgreSQL' : 'the embedded database'})`,
    '',
    'Each round asks for pages no earlier round asked for, once each (uncached), then the same pages again (from the page cache). ' +
      `CPU is the server process's (process.cpuUsage, all threads: JavaScript, ${options.postgresUrl ? 'not PostgreSQL\'s own processes' : 'the embedded database'}, compression, logging) over the pass, ` +
      'per page. HTML is before compression, gz as the server sent it to a client asking for gzip.',
    '',
    markdownTable(['pass', 'pages a round', 'CPU ms/page, per round', 'median', 'HTML KB', 'gz KB', 'page cache hits'], rows, [1, 3, 4, 5]),
    '',
    `RSS idle after warm-up: ${crawl.rssIdleMiB.toFixed(0)} MiB; after each round: ${rounds.map((round) => round.rssAfterMiB.toFixed(0)).join(', ')} MiB.`,
    ...(crawl.profile ? ['', `CPU profile of the server written to ${crawl.profile}.`] : []),
    '',
    `- ${verdict(articleCpu <= CRAWL_TARGETS.articleUncachedCpuMs)} uncached article ${articleCpu.toFixed(2)} ms of server CPU (target ≤ ${CRAWL_TARGETS.articleUncachedCpuMs} ms)`,
    `- ${verdict(listCpu <= CRAWL_TARGETS.listUncachedCpuMs)} uncached list page ${listCpu.toFixed(2)} ms (target ≤ ${CRAWL_TARGETS.listUncachedCpuMs} ms)`,
    `- ${verdict(cachedCpu <= CRAWL_TARGETS.cachedCpuMs)} cached page ${cachedCpu.toFixed(2)} ms at most (target ≤ ${CRAWL_TARGETS.cachedCpuMs} ms)`,
    `- ${verdict(articleHtml <= CRAWL_TARGETS.articleHtmlBytes)} article HTML ${kb(articleHtml)} KB (target ≤ ${kb(CRAWL_TARGETS.articleHtmlBytes)} KB)`,
    `- ${verdict(listHtml <= CRAWL_TARGETS.listHtmlBytes)} list page HTML ${kb(listHtml)} KB (target ≤ ${kb(CRAWL_TARGETS.listHtmlBytes)} KB)`,
    '',
  ];
}
