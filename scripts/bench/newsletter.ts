import { fork, type ChildProcess } from 'node:child_process';
import { migrate } from '../../server/db/migrate';
import { createLogger } from '../../server/logger';
import { ingestNews } from '../../server/services/ingest/ingest-news';
import { smtpHeldMailer } from '../../server/services/mail/smtp-held-mailer';
import { newsletterSender } from '../../server/services/newsletter/newsletter-sender';
import { loadSite } from '../../server/site/load-site';
import { LANGUAGE_CODES, type LangCode } from '../../shared/languages';
import { newsletterTopics } from '../../shared/newsletter';
import { TAXONOMY, type NewsType } from '../../shared/taxonomy';
import { newsItem, translated } from '../harness/news-fixtures';
import { seedSubscribers, type TestSubscriber } from '../harness/newsletter-fixtures';
import { startSmtpSink } from '../harness/smtp-sink';
import { formatCount, markdownTable } from './print-table';
import { openScratchPglite, openScratchPostgres, type ScratchDatabase } from './scratch-databases';

/**
 * npm run bench:newsletter: one daily edition to 10,000 and then 100,000 confirmed subscribers
 * (five languages, mixed topics), into a real SMTP server on loopback in a process of its own,
 * so that this process's RSS is the sender's alone. BENCH_DATABASE_URL adds PostgreSQL.
 */

const SIZES = (process.env.BENCH_NEWSLETTER_SIZES ?? '10000,100000').split(',').map(Number);
const STORIES_PER_TOPIC = 12;

interface SinkProcess {
  child: ChildProcess;
  port: number;
  /** Mails per recipient: how many got none, one, or more. */
  tally(): Promise<{ recipients: number; duplicates: number }>;
}

/** The SMTP server in a child process of its own (this same file, with --smtp-sink). */
async function startSinkProcess(): Promise<SinkProcess> {
  const child = fork(process.argv[1] ?? '', ['--smtp-sink'], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve) => child.once('message', (message) => resolve(Number((message as { port: number }).port))));
  return {
    child,
    port,
    tally: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as { recipients: number; duplicates: number }));
        child.send('tally');
      }),
  };
}

async function runSink(): Promise<void> {
  const sink = await startSmtpSink();
  process.send?.({ port: sink.port });
  process.on('message', () => {
    const copies = [...sink.counts.values()];
    process.send?.({ recipients: copies.length, duplicates: copies.filter((count) => count > 1).length });
  });
}

function subscribers(count: number, topics: readonly string[]): TestSubscriber[] {
  return Array.from({ length: count }, (_, index) => {
    // Mixed choices: top alone, or one to three lists, spread by the index.
    const picks = index % 4 === 0 ? ['top'] : [topics[1 + (index % (topics.length - 1))] ?? 'top', topics[1 + ((index * 7) % (topics.length - 1))] ?? 'top'];
    if (index % 5 === 0) picks.push('top');
    return { email: `reader-${index}@bench.example`, lang: LANGUAGE_CODES[index % LANGUAGE_CODES.length] as LangCode, topics: [...new Set(picks)] };
  });
}

interface Result {
  backend: string;
  subscribers: number;
  sent: number;
  skipped: number;
  seconds: number;
  peakRssMiB: number;
  startRssMiB: number;
  duplicates: number;
}

async function benchOne(scratch: ScratchDatabase, size: number): Promise<Result> {
  const logger = createLogger('warn');
  const site = loadSite('xnews');
  const { db } = scratch;
  await migrate(db);
  const now = Math.floor(Date.now() / 1000);
  const items = newsletterTopics(site.config).filter((topic) => topic !== 'top').flatMap((topic, t) =>
    Array.from({ length: STORIES_PER_TOPIC }, (_, n) => {
      const english = newsItem({ type: topic, subtype: TAXONOMY[topic as NewsType][0], postTime: now - 600 * (n + 1) - t * 60, trendingScore: (n * 13) % 100 });
      return [english, ...LANGUAGE_CODES.filter((lang) => lang !== 'en').map((lang) => translated(english, lang, `${english.title} (${lang})`))];
    }).flat(),
  );
  const ingested = await ingestNews(db, items);
  if (!ingested.ok) throw new Error('the bench stories were refused');
  await seedSubscribers(scratch.filler, subscribers(size, newsletterTopics(site.config)));

  const sink = await startSinkProcess();
  const sender = newsletterSender({
    db, site, logger, publicOrigin: 'https://www.xnews.com', newsletterLinkSecret: 'bench-secret',
    mailer: smtpHeldMailer(`smtp://127.0.0.1:${sink.port}`, 'xnews <no-reply@xnews.com>', logger),
  });
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const started = performance.now();
  let sent = 0;
  let skipped = 0;
  for (const lang of LANGUAGE_CODES) {
    const summary = await sender.sendEdition('daily', lang);
    sent += summary.sent;
    skipped += summary.skipped;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await sender.close();
  const tally = await sink.tally();
  sink.child.kill();
  if (tally.recipients !== sent) throw new Error(`the SMTP server took mail for ${tally.recipients} recipients, the database says ${sent} were sent`);
  const mib = (bytes: number) => bytes / 1_048_576;
  return { backend: scratch.kind, subscribers: size, sent, skipped, seconds, peakRssMiB: mib(peakRss), startRssMiB: mib(startRss), duplicates: tally.duplicates };
}

async function main(): Promise<void> {
  const results: Result[] = [];
  const backends: (() => Promise<ScratchDatabase>)[] = [openScratchPglite];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) backends.push(() => openScratchPostgres(serverUrl));
  for (const open of backends) {
    for (const size of SIZES) {
      const scratch = await open();
      try {
        const result = await benchOne(scratch, size);
        results.push(result);
        console.log(`${result.backend} ${formatCount(size)}: ${result.sent} sent in ${result.seconds.toFixed(1)} s`);
      } finally {
        await scratch.dispose();
      }
    }
  }
  console.log(
    markdownTable(
      ['backend', 'subscribers', 'sent', 'skipped', 'total s', 'mails/s', 'RSS before MiB', 'peak RSS MiB', 'duplicates'],
      results.map((r) => [
        r.backend, formatCount(r.subscribers), String(r.sent), String(r.skipped), r.seconds.toFixed(1), (r.sent / r.seconds).toFixed(0),
        r.startRssMiB.toFixed(0), r.peakRssMiB.toFixed(0), String(r.duplicates),
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
  );
  for (const backend of new Set(results.map((r) => r.backend))) {
    const [small, large] = results.filter((r) => r.backend === backend).sort((a, b) => a.subscribers - b.subscribers);
    if (!small || !large || small === large) continue;
    console.log(
      `${backend} ${formatCount(small.subscribers)} → ${formatCount(large.subscribers)}: time ×${(large.seconds / small.seconds).toFixed(2)}, ` +
        `mails/s ×${(large.sent / large.seconds / (small.sent / small.seconds)).toFixed(2)}, peak RSS growth ${(large.peakRssMiB - large.startRssMiB - (small.peakRssMiB - small.startRssMiB)).toFixed(0)} MiB`,
    );
  }
}

if (process.argv.includes('--smtp-sink')) void runSink();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
