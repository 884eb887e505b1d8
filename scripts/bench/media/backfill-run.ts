import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { APP_ROOT } from '../../../server/app-root';
import { buildDir } from '../../../server/build-dir';
import { migrate } from '../../../server/db/migrate';
import { upsertStories } from '../../../server/db/news/upsert-stories';
import { openDatabase } from '../../../server/db/open-database';
import { startMediaOrigin } from '../../harness/media-origin';
import { newsItem } from '../../harness/news-fixtures';
import { startServer } from '../../harness/server-process';
import { benchPhoto } from './bench-photo';

export interface BackfillRun {
  stories: number;
  images: number;
  seconds: number;
  /** The server's resident memory: when the backfill began, and its peak during it (MiB). */
  rssBeforeMiB: number;
  rssPeakMiB: number;
  output: string;
}

const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
};

/**
 * npm run media:backfill beside a built server on the embedded database, as an operator runs it
 * after the upgrade: `stories` stories stored before the site kept images, naming `images`
 * different photos (1,200 x 800) of an origin on loopback; the server's copier fetches them all.
 */
export async function runBackfill(stories: number, images: number, log: (message: string) => void): Promise<BackfillRun> {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-bench-backfill-'));
  const origin = await startMediaOrigin();
  try {
    for (let n = 0; n < images; n++) origin.serve(`p${n}.jpg`, await benchPhoto(n, 1200, 800), 'image/jpeg');
    log(`${images} photos made`);
    const dataDir = join(folder, 'data');
    const db = await openDatabase({ dataDir, holder: 'bench:media' });
    try {
      await migrate(db);
      const items = Array.from({ length: stories }, (_, n) => newsItem({ img_urls: [origin.url(`/images/p${n % images}.jpg`)] }));
      for (let at = 0; at < items.length; at += 500) await upsertStories(db, items.slice(at, at + 500));
      await db.exec('DELETE FROM story_media; DELETE FROM media_sources;');
    } finally {
      await db.close();
    }
    log(`${stories} stories stored`);
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', MEDIA_PRIVATE_HOSTS: origin.hostPort });
    try {
      const pid = server.child.pid as number;
      const rssBeforeMiB = rssMiB(pid);
      let rssPeakMiB = rssBeforeMiB;
      const sampling = setInterval(() => {
        rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
      }, 100);
      const started = performance.now();
      const output = await new Promise<string>((resolve, reject) => {
        const tool = spawn('node', [join(buildDir(), 'media-backfill.js')], { cwd: APP_ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] });
        let text = '';
        tool.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        tool.once('error', reject);
        tool.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`media:backfill exited with ${code}: ${text}`))));
      });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampling);
      return { stories, images, seconds, rssBeforeMiB, rssPeakMiB, output: output.trim() };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await origin.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
