import { percentile } from '../percentiles';
import { markdownTable } from '../print-table';
import type { CrawlVersus, VersusChunk } from './crawl-versus';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The versus part's Markdown: per kind of page, each build's median CPU a page over the chunks, and the median and quartiles of the chunks' ratios. */
export function crawlVersusReport(versus: CrawlVersus): string[] {
  const row = (name: string, chunks: readonly VersusChunk[]) => {
    const ratios = sorted(chunks.map((chunk) => chunk.thisMs / chunk.otherMs));
    return [
      name,
      String(chunks.length),
      percentile(sorted(chunks.map((chunk) => chunk.thisMs)), 50).toFixed(2),
      percentile(sorted(chunks.map((chunk) => chunk.otherMs)), 50).toFixed(2),
      percentile(ratios, 50).toFixed(3),
      `${percentile(ratios, 25).toFixed(3)}–${percentile(ratios, 75).toFixed(3)}`,
    ];
  };
  return [
    `### Versus: this build against ${versus.other}, uncached pages, in turns (${versus.options.clients} clients, the embedded database)`,
    '',
    'Each chunk of pages is rendered uncached by one build and then by the other, the order changing from chunk to chunk. CPU is each server process\'s over its pass of the chunk, per page; the ratio is this build\'s over the other\'s, chunk by chunk.',
    '',
    markdownTable(
      ['pages', 'chunks', 'this build, median ms/page', 'other build, median ms/page', 'median ratio', 'ratio, quartiles'],
      [row('article', versus.articles), row('list page', versus.lists)],
      [1, 2, 3, 4],
    ),
    '',
  ];
}
