/**
 * npm run bench:media: decision 035's figures for the stored images.
 *  1. A cold 2,000 x 1,333 JPEG to each variant and format: median and p95 of BENCH_MEDIA_RUNS
 *     encodes (default 9); the AVIF effort is chosen so that its p95 stays within 400 ms.
 *  2. A variant served from the store (no memory in front): p50 and p99 of BENCH_MEDIA_REQUESTS
 *     reads (default 3,000) through the route's own code; target p99 <= 5 ms.
 *  3. npm run media:backfill beside a built server on the embedded database, over the demo set's
 *     BENCH_MEDIA_STORIES stories (default 5,000, as seeded), each naming its drawings at addresses
 *     of its own: addresses a second, and the server's peak RSS (target <= 350 MiB).
 *  4. One ingested story's article page (three 2,000 x 1,333 photos and a video thumbnail from an
 *     upstream), loaded by Lighthouse on a phone and on a desktop: the bytes of its images, in
 *     this tree and, with BENCH_MEDIA_VERSUS, in that built checkout (the tree before, which
 *     hotlinked them).
 * Progress goes to stderr, the Markdown result to stdout.
 */
import { cpus, loadavg } from 'node:os';
import { AVIF_EFFORT } from '../../../server/services/media/encode-variant';
import { positiveInteger } from '../bench-config';
import { markdownTable } from '../print-table';
import { measureArticleImageBytes } from './article-image-bytes';
import { runBackfill } from './backfill-run';
import { benchPhoto } from './bench-photo';
import { measureEncodes } from './encode-times';
import { measureServedFromStore } from './serve-times';

const whole = (name: string, fallback: number) => positiveInteger(process.env, name, fallback);
const runs = whole('BENCH_MEDIA_RUNS', 9);
const requests = whole('BENCH_MEDIA_REQUESTS', 3000);
const stories = whole('BENCH_MEDIA_STORIES', 5000);
const log = (message: string) => process.stderr.write(`[bench:media] ${message}\n`);
const ms = (value: number) => value.toFixed(1);

const loadStart = loadavg()[0] ?? Number.NaN;
const photo = await benchPhoto(1);
log(`photo: ${photo.length} bytes; encoding each variant ${runs} times`);
const encodes = await measureEncodes(photo, runs);
log('reading variants from the store');
const served = await measureServedFromStore(photo, requests);
log(`backfill of ${stories} demo stories`);
const backfill = await runBackfill(stories, log);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const versus = process.env.BENCH_MEDIA_VERSUS;
const pages = [...(versus ? [await measureArticleImageBytes(versus, chromePath, log)] : []), await measureArticleImageBytes(undefined, chromePath, log)];
const loadEnd = loadavg()[0] ?? Number.NaN;

console.log(`## bench:media (${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; load ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end)\n`);
console.log(`A cold 2,000 x 1,333 JPEG (${Math.round(photo.length / 1024)} KiB) to each variant, ${runs} encodes each, AVIF effort ${AVIF_EFFORT}:\n`);
console.log(markdownTable(['format', 'variant', 'median ms', 'p95 ms', 'bytes'], encodes.map((timing) => [timing.format, timing.name, ms(timing.median), ms(timing.p95), String(timing.bytes)]), [2, 3, 4]));
console.log(`\nA variant served from the store, ${served.requests} reads: p50 ${served.p50.toFixed(2)} ms, p99 ${served.p99.toFixed(2)} ms (target p99 <= 5 ms).\n`);
console.log(
  markdownTable(
    ['demo stories', 'addresses', 'images', 'seconds', 'stories/s', 'addresses/s', 'server RSS before MiB', 'server RSS peak MiB'],
    [[
      String(backfill.stories), String(backfill.addresses), String(backfill.images), backfill.seconds.toFixed(1), (backfill.stories / backfill.seconds).toFixed(1),
      (backfill.addresses / backfill.seconds).toFixed(1), backfill.rssBeforeMiB.toFixed(0), backfill.rssPeakMiB.toFixed(0),
    ]],
    [0, 1, 2, 3, 4, 5, 6, 7],
  ),
);
console.log(`\nThe backfill said: ${backfill.output.split('\n').at(-1)}`);
console.log('\nAn article\'s images as a reader loads them (Lighthouse\'s network requests, transfer bytes):\n');
console.log(
  markdownTable(
    ['tree', 'phone KiB', 'phone images', 'desktop KiB', 'desktop images'],
    pages.map((page) => [page.tree, (page.phone.bytes / 1024).toFixed(0), String(page.phone.images), (page.desktop.bytes / 1024).toFixed(0), String(page.desktop.images)]),
    [1, 2, 3, 4],
  ),
);
