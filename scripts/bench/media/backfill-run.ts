import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_MEDIA_ORIGIN } from '../../../demo/demo-image-addresses';
import { demoDrawings } from '../../../demo/demo-images';
import { renderDemoOriginals } from '../../../demo/demo-originals';
import { seedDemo } from '../../../demo/seed-demo';
import { APP_ROOT } from '../../../server/app-root';
import { buildDir } from '../../../server/build-dir';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { startMediaOrigin } from '../../harness/media-origin';
import { startServer } from '../../harness/server-process';

export interface BackfillRun {
  stories: number;
  /** The addresses those stories name, each its own, and the different images behind them (each stored once). */
  addresses: number;
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

/** Each story's images at an address of its own on the origin, as an upstream names each post's media: `<story id>-<demo key>.png`. */
const OWN_ADDRESSES_SQL = `UPDATE stories SET
   img_urls = (SELECT coalesce(jsonb_agg(replace(u, $1, $2 || id || '-') ORDER BY n), '[]') FROM jsonb_array_elements_text(img_urls) WITH ORDINALITY AS x(u, n)),
   video_thumbs = (SELECT coalesce(jsonb_agg(replace(u, $1, $2 || id || '-') ORDER BY n), '[]') FROM jsonb_array_elements_text(video_thumbs) WITH ORDINALITY AS x(u, n))`;

/**
 * npm run media:backfill beside a built server on the embedded database, as an operator runs it
 * after the upgrade: the demo set's stories stored before the site kept images, each naming its
 * drawings at addresses of its own on an origin on loopback; the server's copier fetches them all.
 */
export async function runBackfill(stories: number, log: (message: string) => void): Promise<BackfillRun> {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-bench-backfill-'));
  const origin = await startMediaOrigin();
  try {
    const drawings = new Map((await renderDemoOriginals(demoDrawings())).map(({ key, body }) => [key, body]));
    const dataDir = join(folder, 'data');
    const db = await openDatabase({ dataDir, holder: 'bench:media' });
    let addresses: string[];
    try {
      await migrate(db);
      await seedDemo(db, { count: stories });
      await db.query(OWN_ADDRESSES_SQL, [`${DEMO_MEDIA_ORIGIN}/`, origin.url('/images/')]);
      await db.exec('DELETE FROM story_media; DELETE FROM media_sources;');
      const named = await db.query<{ url: string }>(`SELECT DISTINCT u.url FROM stories, jsonb_array_elements_text(img_urls || video_thumbs) AS u(url)`);
      addresses = named.map(({ url }) => url);
    } finally {
      await db.close();
    }
    for (const address of addresses) {
      const name = address.slice(origin.url('/images/').length);
      const body = drawings.get(name.replace(/^\d+-/, '').replace(/\.png$/, ''));
      if (!body) throw new Error(`${address} names no demo drawing`);
      origin.serve(name, body, 'image/png');
    }
    log(`${stories} demo stories stored, naming ${addresses.length} addresses`);
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
      return { stories, addresses: addresses.length, images: drawings.size, seconds, rssBeforeMiB, rssPeakMiB, output: output.trim() };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await origin.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
