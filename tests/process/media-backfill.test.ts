import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import type { RunningServer } from '../../scripts/harness/server-process';
import { migrate } from '../../server/db/migrate';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { openDatabase } from '../../server/db/open-database';
import { type MediaOrigin, startMediaOrigin } from '../../scripts/harness/media-origin';
import { runTool } from '../support/run-tool';
import { scratchFolder, serversOfThisFile } from '../support/server-processes';

/*
 * npm run media:backfill (decision 035): the images of stories stored before the site kept its
 * own are copied, each once, with a progress report; a rerun resumes rather than fetching again;
 * and beside a server that holds the embedded database, the server's copier does the fetching.
 */

const scratch = scratchFolder('xnews-backfill-');
const launch = serversOfThisFile();
let origin: MediaOrigin;

beforeAll(async () => {
  origin = await startMediaOrigin();
  for (const [n, colour] of ['#204060', '#604020', '#206040'].entries()) {
    origin.serve(`old-${n}.jpg`, await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer(), 'image/jpeg');
  }
});
afterAll(() => origin?.close());

/** A data folder with stories stored as they were before migration 031's queue existed: their images never queued. */
async function folderOfOldStories(name: string): Promise<{ dataDir: string; ids: string[] }> {
  const dataDir = join(scratch(), name);
  const db = await openDatabase({ dataDir, holder: 'the backfill test' });
  try {
    await migrate(db);
    const items = [
      newsItem({ img_urls: [origin.url('/images/old-0.jpg'), origin.url('/images/old-1.jpg')] }),
      newsItem({ img_urls: ['/xnews/logo-600x60.png'], video_thumbs: [origin.url('/images/old-2.jpg')] }),
      newsItem({ img_urls: [origin.url('/status/404')] }),
    ];
    await upsertStories(db, items);
    await db.exec('DELETE FROM story_media; DELETE FROM media_sources;');
    return { dataDir, ids: items.map((item) => item.id) };
  } finally {
    await db.close();
  }
}

async function sourceStates(dataDir: string): Promise<Record<string, string>> {
  const db = await openDatabase({ dataDir, holder: 'the backfill test' });
  try {
    const rows = await db.query<{ url: string; state: string }>('SELECT url, state FROM media_sources ORDER BY url');
    return Object.fromEntries(rows.map((row) => [new URL(row.url).pathname, row.state]));
  } finally {
    await db.close();
  }
}

const EXPECTED_STATES = { '/images/old-0.jpg': 'stored', '/images/old-1.jpg': 'stored', '/images/old-2.jpg': 'stored', '/status/404': 'failed' };

describe('npm run media:backfill', () => {
  it('copies every image of the stored stories once, and a rerun fetches nothing again', async () => {
    const { dataDir } = await folderOfOldStories('direct');
    const env = { MEDIA_PRIVATE_HOSTS: origin.hostPort };
    const first = await runTool('media-backfill', [], dataDir, env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('3 images stored, 1 given up on (GET /api/ops/media/failed says why).');
    expect(await sourceStates(dataDir)).toEqual(EXPECTED_STATES);
    expect(readdirSync(join(dataDir, 'media', 'originals'))).toHaveLength(3);
    const fetched = origin.requests.length;

    const again = await runTool('media-backfill', [], dataDir, env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('3 images stored, 1 given up on');
    expect(origin.requests.length).toBe(fetched);
  });

  it('goes through the server that holds the embedded database, whose pages then show the copies', async () => {
    const { dataDir, ids } = await folderOfOldStories('beside');
    const server: RunningServer = await launch({ DATA_DIR: dataDir, SEED_DEMO: 'false', MEDIA_PRIVATE_HOSTS: origin.hostPort });
    try {
      const cli = await runTool('media-backfill', [], dataDir);
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      expect(cli.stdout).toContain('3 images stored, 1 given up on');
      const details = await (await fetch(`http://127.0.0.1:${server.port}/api/public/xnews/details/${ids[0]}?lang=en`)).json();
      expect(details.img_urls).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{64}\/large$/), expect.stringMatching(/^\/media\/[0-9a-f]{64}\/large$/)]);
      const image = await fetch(`http://127.0.0.1:${server.port}${details.img_urls[0]}`, { headers: { Accept: 'image/webp' } });
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    expect(await sourceStates(dataDir)).toEqual(EXPECTED_STATES);
  });
});
