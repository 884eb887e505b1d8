import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { expectNoProblems, connectBrowser, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingestInto, startServer, type RunningServer } from '../../scripts/harness/server-process';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/**
 * A split deployment (decision 014) in Chromium: a reader browses, signs up and logs in through a
 * web instance whose API is another process (API_UPSTREAM), and never talks to the API instance
 * directly.
 */

const TOKEN = 'upstream-browser-ingest-token';
let dataDir: string;
let smtp: TestSmtpServer;
let api: RunningServer;
let web: RunningServer;
let browser: Browser;
const webUrl = (path: string) => `http://127.0.0.1:${web.port}${path}`;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-upstream-browser-'));
  smtp = await startSmtpServer();
  [api, browser] = await Promise.all([
    startServer({ ROLE: 'api', DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, SMTP_URL: smtp.url }),
    connectBrowser(),
  ]);
  const ingested = await ingestInto(api.port, TOKEN, [
    newsItem({ id: '710000000000000001', title: 'Tram line extension opens to riders', type: 'world', subtype: 'Climate', postTime: daysAgo(0.2), trendingScore: 92 }),
    newsItem({ id: '710000000000000002', title: 'Night market returns to the old port', type: 'world', subtype: 'Climate', postTime: daysAgo(0.4), trendingScore: 85 }),
  ]);
  expect(ingested.status).toBe(200);
  web = await startServer({ API_UPSTREAM: `http://127.0.0.1:${api.port}` });
});

afterAll(async () => {
  await browser?.close();
  for (const server of [web, api]) {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
  }
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a reader of the web instance', () => {
  it('browses to an article, signs up with the mailed code, signs out and logs in again', async () => {
    const watched = await openPage(browser, WIDTHS.desktop);
    const { page } = watched;
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(webUrl('/'))) apiRequests.push(request.url());
    });

    await gotoHydrated(page, webUrl('/en/news/list/world'));
    await page.getByRole('link', { name: 'Tram line extension opens to riders' }).first().click();
    await page.waitForURL('**/en/news/analysis/**');
    await page.getByRole('heading', { level: 1, name: 'Tram line extension opens to riders' }).waitFor();

    await gotoHydrated(page, webUrl('/en/user/signup'));
    await button(page, 'Sign Up With Email').click();
    const email = uniqueEmail('bff');
    await field(page, 'Email').fill(email);
    await button(page, 'Send Verification Code').click();
    const code = codeIn((await smtp.waitForMail((mail) => mail.envelope.to.includes(email))).parsed.text);
    await field(page, 'Verification Code').fill(code);
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Upstream');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await button(page, 'Sign Up').click();
    await page.getByRole('status').filter({ hasText: 'Registration Success!' }).waitFor();
    await expect(page.locator('header a.xn-signin').innerText()).resolves.toBe('Ada Upstream');

    await gotoHydrated(page, webUrl('/en/profile'));
    // The reader signs out once the profile has shown what it asked for: a fetch still under way
    // when the session ends is rightly answered 401 (seen on a machine under load).
    await page.locator('dl.xn-profile-details').waitFor();
    await expect.poll(() => page.locator('main .xn-status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    await button(page, 'Sign Out').click();
    await expect.poll(async () => (await watched.context.cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);

    await gotoHydrated(page, webUrl('/en/user/login'));
    await button(page, 'Login With Email').click();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(TEST_PASSWORD);
    await button(page, 'Login').click();
    await expect.poll(() => page.locator('header a.xn-signin').innerText()).toBe('Ada Upstream');
    const me = await page.evaluate(async () => (await fetch('/user/me')).json());
    expect(me).toMatchObject({ email });

    // Every call went to the web instance; the API instance is never addressed by the browser.
    expect(apiRequests).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
