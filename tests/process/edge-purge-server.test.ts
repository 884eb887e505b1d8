import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingestInto } from '../../scripts/harness/server-process';
import type { CdnStandIn } from '../support/cdn-stand-in';
import { CLOUDFLARE_ZONE_ID, startCloudflareApi } from '../support/cloudflare-api';
import { launchesOfThisFile, scratchFolder, serversOfThisFile } from '../support/server-processes';

/**
 * The built server with EDGE_PURGE set (decision 038): it refuses settings that cannot purge,
 * and once serving, what an ingest changed reaches the edge (a stand-in of Cloudflare's API),
 * through the queue in its database, and a stop waits for the purge under way.
 */

const INGEST_TOKEN = 'edge-purge-server-ingest-token';
const EDGE_TOKEN = 'cloudflare-token-of-the-edge-purge-server-test';
const folder = scratchFolder('xnews-edge-purge-');
const serve = serversOfThisFile();
const launch = launchesOfThisFile();
let cloudflare: CdnStandIn;

beforeAll(async () => {
  cloudflare = await startCloudflareApi(EDGE_TOKEN);
});
afterAll(() => cloudflare?.close());

describe('the server with an edge to purge', () => {
  it('refuses to start with an edge it could not purge, saying why', async () => {
    const server = launch({ DATA_DIR: folder(), SEED_DEMO: 'false', EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: cloudflare.url });
    await expect(server.serving).rejects.toThrow('EDGE_PURGE=cloudflare needs EDGE_PURGE_TOKEN: the API token that may purge');
    expect(await server.exited).toBe(1);
  });

  it('purges at the edge what an ingest changed, and stops cleanly', async () => {
    const server = await serve({
      DATA_DIR: folder(), SEED_DEMO: 'false', INGEST_TOKEN, EDGE_PURGE: 'cloudflare', EDGE_PURGE_URL: cloudflare.url, EDGE_PURGE_TOKEN: EDGE_TOKEN,
    });
    expect(server.logs.find((line) => line.msg === 'content changes are purged at the edge')).toMatchObject({ edge: 'cloudflare' });
    const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 90, postTime: daysAgo(0.1) });
    expect((await ingestInto(server.port, INGEST_TOKEN, [story])).status).toBe(200);
    await expect.poll(() => cloudflare.purged()).toContain(`story:${story.id}`);
    expect(cloudflare.purged()).toContain('list:en:world:all:0');
    expect(cloudflare.url).toContain(CLOUDFLARE_ZONE_ID);
    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metrics).toMatch(/^xnews_edge_purges_total\{adapter="cloudflare",outcome="sent"\} [1-9]/m);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(JSON.stringify(server.logs)).not.toContain(EDGE_TOKEN);
  });
});
