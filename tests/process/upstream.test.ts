import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingestInto, startServer, type RunningServer } from '../../scripts/harness/server-process';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/**
 * Two built processes: an API instance (ROLE=api) on its own database, and a web instance with
 * API_UPSTREAM pointing at it, which mounts no API of its own. Readers talk to the web one only.
 */

const TOKEN = 'upstream-test-ingest-token';
let dataDir: string;
let smtp: TestSmtpServer;
let api: RunningServer;
let web: RunningServer;
const stopped: RunningServer[] = [];
const webUrl = (path: string) => `http://127.0.0.1:${web.port}${path}`;

async function stop(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Cookies a response sets, as one Cookie header for the next request. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-upstream-'));
  smtp = await startSmtpServer();
  api = await startServer({ ROLE: 'api', DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'http://localhost:3000' });
  const ingested = await ingestInto(api.port, TOKEN, [
    newsItem({ id: '700000000000000001', title: 'Harbour cranes return to work', type: 'world', subtype: 'Climate', postTime: daysAgo(0.2), trendingScore: 90 }),
    newsItem({ id: '700000000000000002', title: 'River ferries run on time again', type: 'world', subtype: 'Climate', postTime: daysAgo(0.3), trendingScore: 88 }),
  ]);
  expect(ingested.status).toBe(200);
  web = await startServer({ API_UPSTREAM: `http://127.0.0.1:${api.port}`, UPSTREAM_TIMEOUT_MS: '1500' });
});

afterAll(async () => {
  for (const server of [web, api, ...stopped]) if (server) await stop(server);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a web instance in front of an API instance', () => {
  it('says which role each process has', () => {
    expect(api.logs.find((line) => line.msg === 'xnews is serving')).toMatchObject({ role: 'api', database: 'pglite' });
    expect(web.logs.find((line) => line.msg === 'xnews is serving')).toMatchObject({ role: 'web', database: 'upstream' });
  });

  it('renders pages from the upstream\'s data, and the API instance renders none', async () => {
    const page = await fetch(webUrl('/en/news/list/world'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Harbour cranes return to work');
    expect(html).toContain('River ferries run on time again');
    const apiPage = await fetch(`http://127.0.0.1:${api.port}/en/news/list/world`);
    expect(apiPage.status).toBe(404);
    expect(await apiPage.json()).toMatchObject({ error: 'not_found' });
  });

  it('proxies the API and the crawlers\' files, and is ready when the upstream is', async () => {
    const [viaWeb, direct] = await Promise.all([
      fetch(webUrl('/api/public/xnews/list?lang=en&type=world&size=5')).then((response) => response.json()),
      fetch(`http://127.0.0.1:${api.port}/api/public/xnews/list?lang=en&type=world&size=5`).then((response) => response.json()),
    ]);
    expect(viaWeb).toEqual(direct);
    expect((await fetch(webUrl('/sitemap.xml'))).headers.get('content-type')).toContain('application/xml');
    expect((await fetch(webUrl('/robots.txt'))).status).toBe(200);
    expect(await (await fetch(webUrl('/readyz'))).json()).toEqual({ status: 'ready', upstream: 'ok' });
  });

  it('signs up, reads the profile and logs in through the web instance, cookies and the XSRF header passing through', async () => {
    const email = uniqueEmail('upstream');
    const asked = await fetch(webUrl(`/auth/requestemailsignupcode?newEmail=${encodeURIComponent(email)}&websiteId=xnews`), { method: 'POST' });
    expect(asked.status).toBe(200);
    const code = codeIn((await smtp.waitForMail((mail) => mail.envelope.to.includes(email))).parsed.text);
    const signup = await fetch(webUrl('/api/public/auth/signup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ familyName: 'Ada', givenName: 'Lovelace', email, password: TEST_PASSWORD, signUpCode: code, name: '', websiteId: 'xnews' }),
    });
    expect(signup.status).toBe(200);
    const cookies = cookiesOf(signup);
    expect(cookies).toContain('access_token=');
    const me = await fetch(webUrl('/user/me'), { headers: { cookie: cookies } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });

    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
    const refused = await fetch(webUrl('/api/public/auth/logout'), { method: 'POST', headers: { cookie: cookies } });
    expect(refused.status).toBe(403);
    const loggedOut = await fetch(webUrl('/api/public/auth/logout'), { method: 'POST', headers: { cookie: cookies, 'x-xsrf-token': xsrf } });
    expect(loggedOut.status).toBe(200);

    const login = await fetch(webUrl('/api/public/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ accessToken: expect.any(String) });
  });
});

describe('when the upstream fails', () => {
  it('answers the API with 502 in JSON and a page it has not rendered before with the page\'s error and 502, while rendered pages are still served', async () => {
    const rendered = await fetch(webUrl('/en/news/list/world'));
    expect(rendered.status).toBe(200);
    await stop(api);

    const apiCall = await fetch(webUrl('/api/public/xnews/list?lang=en&size=3'));
    expect(apiCall.status).toBe(502);
    expect(await apiCall.json()).toEqual({ error: 'upstream_unavailable', message: 'The API is unreachable at the moment; please try again shortly.' });

    const fresh = await fetch(webUrl('/fr/news/list/sports'));
    expect(fresh.status).toBe(502);
    const html = await fresh.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).not.toMatch(/ECONNREFUSED|at \w+ \(/);

    const cached = await fetch(webUrl('/en/news/list/world'));
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain('Harbour cranes return to work');
    expect((await fetch(webUrl('/readyz'))).status).toBe(503);
  });

  it('answers 504 when the upstream accepts but never answers, within its timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const port = (silent.address() as { port: number }).port;
    const slowWeb = await startServer({ API_UPSTREAM: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: '1000' });
    stopped.push(slowWeb);
    try {
      const started = Date.now();
      const apiCall = await fetch(`http://127.0.0.1:${slowWeb.port}/api/public/xnews/list?lang=en`);
      expect(apiCall.status).toBe(504);
      expect(await apiCall.json()).toMatchObject({ error: 'upstream_timeout' });
      const page = await fetch(`http://127.0.0.1:${slowWeb.port}/en/news/list/world`);
      expect(page.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
