import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { articlePath } from '../../../shared/routes';
import type { NewsItem } from '../../../shared/types';
import { newsItem } from '../../harness/news-fixtures';
import { ingestInto, startServer } from '../../harness/server-process';
import { CHROME_FLAGS } from '../web/lighthouse-runs';
import { benchPhoto } from './bench-photo';

export interface ArticleImageBytes {
  /** Which tree: 'this tree', or the other checkout's path. */
  tree: string;
  /** Bytes of every image the article page loaded, as Lighthouse's network requests count them (transfer size), and how many. */
  phone: { bytes: number; images: number };
  desktop: { bytes: number; images: number };
}

const TOKEN = 'bench-media-ingest-token-0123456789';
/** An ingested story's images as a social platform serves them: full-size photos. */
const PHOTOS = 3;

interface PhotoOrigin {
  url(name: string): string;
  hostPort: string;
  certificate: string;
  close(): Promise<void>;
}

/**
 * The upstream's photos over HTTPS on loopback, with a certificate made for the run: the tree
 * before stored images let pages load https images only (its CSP's img-src), and this tree's
 * copier trusts the certificate through NODE_EXTRA_CA_CERTS.
 */
async function startPhotoOrigin(folder: string): Promise<PhotoOrigin> {
  const key = join(folder, 'origin-key.pem');
  const certificate = join(folder, 'origin-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const photos = new Map<string, Buffer>();
  for (let n = 0; n < PHOTOS + 1; n++) photos.set(`/photos/${n}.jpg`, await benchPhoto(n));
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(certificate) }, (request, response) => {
    const body = photos.get(request.url ?? '');
    if (body) response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length, 'Cache-Control': 'max-age=3600' }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name) => `https://${hostPort}/photos/${name}`,
    hostPort,
    certificate,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits, up to a minute, until the article's details name no address that is not the site's own yet (this tree's copier at work). */
async function imagesSettled(baseUrl: string, story: { id: string }): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const details = (await (await fetch(`${baseUrl}/api/public/xnews/details/${story.id}?lang=en`)).json()) as NewsItem;
    const shown = [...details.img_urls, ...details.video_thumbs];
    if (shown.every((url) => url.startsWith('https://') || /^\/media\/[0-9a-f]{64}\//.test(url))) return;
    if (Date.now() > deadline) throw new Error(`the article's images were not stored within a minute: ${shown.join(', ')}`);
    await sleep(250);
  }
}

/** Lighthouse's network requests of one load of url: the images' transfer bytes and count. */
async function loadedImages(url: string, formFactor: 'phone' | 'desktop', chromePath: string): Promise<{ bytes: number; images: number }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, '--ignore-certificate-errors'], handleSIGINT: false });
  try {
    const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyAudits: ['network-requests'] };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const items = (result?.lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items;
    if (!items) throw new Error(`Lighthouse gave no network requests for ${url}`);
    const images = items.filter((item) => item.resourceType === 'Image');
    return { bytes: images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), images: images.length };
  } finally {
    chrome.kill();
  }
}

/**
 * One ingested story with three full-size photos and a video thumbnail from an upstream, its
 * article page loaded by Lighthouse on a phone and on a desktop: what its images cost a reader.
 * root is another checkout (the tree before stored images), or undefined for this one.
 */
export async function measureArticleImageBytes(root: string | undefined, chromePath: string, log: (message: string) => void): Promise<ArticleImageBytes> {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-bench-article-images-'));
  const origin = await startPhotoOrigin(folder);
  try {
    const server = await startServer(
      { DATA_DIR: join(folder, 'data'), SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, MEDIA_PRIVATE_HOSTS: origin.hostPort, NODE_EXTRA_CA_CERTS: origin.certificate },
      [],
      root,
    );
    try {
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const story = newsItem({
        title: 'Harbour cranes idle as the dock strike enters its second week',
        img_urls: Array.from({ length: PHOTOS }, (_, n) => origin.url(`${n}.jpg`)),
        video_thumbs: [origin.url(`${PHOTOS}.jpg`)],
      });
      const ingested = await ingestInto(server.port, TOKEN, [story]);
      if (!ingested.ok) throw new Error(`the ingest answered ${ingested.status}: ${await ingested.text()}`);
      await imagesSettled(baseUrl, story);
      const url = `${baseUrl}${articlePath('en', story.title, story.id)}`;
      log(`article images: ${root ?? 'this tree'}, ${url}`);
      return { tree: root ?? 'this tree', phone: await loadedImages(url, 'phone', chromePath), desktop: await loadedImages(url, 'desktop', chromePath) };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await origin.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
