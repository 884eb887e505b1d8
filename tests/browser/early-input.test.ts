import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, codeSentMessage } from '../../shared/account-messages';
import { listPath, loginPath, resetPath, signupPath, trendingPath } from '../../shared/routes';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { HOLDING_INPUT_MARK } from '../../shared/entry-loads';
import { freshIp, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { accountSiteSuite, button, field, openAccountPage } from '../support/account-browser';
import { BROWSER_WAIT_MS, expectNoProblems, newTestContext, openPage, waitForHydration, WIDTHS, type WatchedPage } from '../support/browser';

/**
 * Taps, typing and submits made before the page hydrates (decision 032 fetches its code once the
 * page has loaded) have the same result as after: as a new reader on a slow phone makes them,
 * at 375 px with the CPU throttled 6×. Hydration is held back on purpose, not raced: the module
 * that hydrates the page is answered only once the test has acted (client/app/early-input.ts).
 */

const suite = accountSiteSuite();

interface HeldPage extends WatchedPage {
  /** Lets the held module through, and waits until the page has hydrated. */
  hydrate(): Promise<void>;
  /** Fails the held module's request, as a network that drops it would. */
  fail(): void;
}

/**
 * A page at 375 px whose module at `held` (a path) is answered only once the test calls
 * hydrate(): not raced, held back on purpose. Every request for it waits, a later page's too.
 */
async function openHolding(path: string, held: string, options: { cpuSlowdown?: number; waitUntil: 'load' | 'domcontentloaded' }): Promise<HeldPage> {
  const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
  if (options.cpuSlowdown !== undefined) {
    const cdp = await watched.context.newCDPSession(watched.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  }
  let answer!: (how: 'continue' | 'abort') => void;
  const answered = new Promise<'continue' | 'abort'>((resolve) => (answer = resolve));
  await watched.page.route(
    (url) => url.pathname === held,
    async (route) => {
      await ((await answered) === 'continue' ? route.continue() : route.abort('connectionfailed'));
    },
  );
  const response = await watched.page.goto(`${suite.site.baseUrl}${path}`, { waitUntil: options.waitUntil });
  expect(response?.status()).toBe(200);
  return {
    ...watched,
    async hydrate() {
      answer('continue');
      await waitForHydration(watched.page);
    },
    fail() {
      answer('abort');
    },
  };
}

/** A page whose hydrating module is held back, as a slow phone (6× CPU) meets it. */
function openBeforeHydration(path: string): Promise<HeldPage> {
  const hydrating = loadAssetManifest('client').modules['client/hydrate-page.tsx']?.[0];
  if (hydrating === undefined) throw new Error("the client's manifest has no chunk for client/hydrate-page.tsx");
  return openHolding(path, hydrating, { cpuSlowdown: 6, waitUntil: 'load' });
}

/**
 * A page whose entry module is held back: what the page's inline holder does with a tap before
 * any of the page's code has arrived. An async module holds back the load event, not
 * DOMContentLoaded: the page is shown and usable.
 */
function openBeforeTheEntry(path: string): Promise<HeldPage> {
  return openHolding(path, new URL(loadAssetManifest('client').entry, suite.site.baseUrl).pathname, { waitUntil: 'domcontentloaded' });
}

/** The account page's toggles and its form's fields, as a reader sees them. */
const accountView = (page: Page) =>
  page.evaluate(() => ({
    toggles: Array.from(document.querySelectorAll('.xn-account-toggles button'), (toggle) => toggle.textContent),
    fields: Array.from(document.querySelectorAll('.xn-account-form label'), (label) => label.textContent),
  }));

describe("the page's code", () => {
  it.each([
    ['slow 3G', 50_000, 400],
    ['4G', 200_000, 150],
  ] as const)('holds taps from before the first paint, on %s', async (_network, bytesPerSecond, latency) => {
    const watched = await openPage(suite.browser, WIDTHS.phone, 900, { clientIp: freshIp() });
    const cdp = await watched.context.newCDPSession(watched.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await watched.page.goto(`${suite.site.baseUrl}${loginPath('en')}`, { waitUntil: 'load', timeout: BROWSER_WAIT_MS * 2 });
    const times = () =>
      watched.page.evaluate((mark) => ({
        holding: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      }), HOLDING_INPUT_MARK);
    // On a busy machine the load event can come before anything is painted: the paint is waited for.
    await expect.poll(async () => (await times()).firstPaint, { timeout: BROWSER_WAIT_MS }).not.toBeNull();
    const { holding, firstPaint } = await times();
    expect(holding, JSON.stringify({ holding, firstPaint })).not.toBeNull();
    expect(holding ?? Number.POSITIVE_INFINITY, JSON.stringify({ holding, firstPaint })).toBeLessThan(firstPaint ?? 0);
    expectNoProblems(watched);
    await watched.context.close();
  });
});

describe('before the page\'s code has arrived', () => {
  it("'Login With Email' pressed then opens the email form once the code has come, as it does once hydrated", async () => {
    const held = await openBeforeTheEntry(loginPath('en'));
    const documents: string[] = [];
    held.page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await button(held.page, 'Login With Email').click();
    // Held by the page's inline holder: nothing has answered it, and the page was not asked for again.
    expect(await accountView(held.page)).toEqual({ toggles: ['Login With Email', 'Login With Phone'], fields: [] });
    await held.hydrate();
    await button(held.page, 'Return').waitFor();
    expect(await accountView(held.page)).toEqual({ toggles: ['Return'], fields: ['Email', 'Password'] });
    expect(documents).toEqual([]);
    expectNoProblems(held);
    await held.context.close();
  });

  it("'Login With Email' pressed when the code cannot load asks the server for the page with the email form open, keeping the return path", async () => {
    const back = listPath('en', 'world');
    const held = await openBeforeTheEntry(`${loginPath('en')}?return_path=${encodeURIComponent(back)}`);
    await button(held.page, 'Login With Email').click();
    expect(await accountView(held.page)).toEqual({ toggles: ['Login With Email', 'Login With Phone'], fields: [] });
    // The entry fails; the page's load event, no longer held back, lets the browser send the held form.
    held.fail();
    await held.page.waitForURL((url) => url.searchParams.get('way') === 'email', { waitUntil: 'domcontentloaded' });
    expect(new URL(held.page.url()).searchParams.get('return_path')).toBe(back);
    // The server's answer, with none of the page's code run.
    expect(await accountView(held.page)).toEqual({ toggles: ['Return'], fields: ['Email', 'Password'] });
    // The code fails here too: once the page has loaded, 'Return' goes to the server as well.
    await held.page.waitForFunction(() => document.readyState === 'complete', null, { timeout: BROWSER_WAIT_MS });
    await button(held.page, 'Return').click();
    await held.page.waitForURL((url) => !url.searchParams.has('way'), { waitUntil: 'domcontentloaded' });
    expect(new URL(held.page.url()).searchParams.get('return_path')).toBe(back);
    expect(await accountView(held.page)).toEqual({ toggles: ['Login With Email', 'Login With Phone'], fields: [] });
    // The entry's failures, which the test made, and nothing else.
    expectNoProblems(held, [/^requestfailed: .*\/assets\/entry-client-[^ ]+\.js net::ERR_CONNECTION_FAILED$/, /^console\.error: Failed to load resource: net::ERR_CONNECTION_FAILED$/]);
    await held.context.close();
  });

  it("'Sign Up With Phone' works without JavaScript at all", async () => {
    const context = await newTestContext(suite.browser, { viewport: { width: WIDTHS.phone, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.baseUrl}${signupPath('en')}`);
    await button(page, 'Sign Up With Phone').click();
    await page.waitForURL((url) => url.searchParams.get('way') === 'phone');
    await button(page, 'Return').waitFor();
    await expect(page.locator('.xn-account-toggles button').allTextContents()).resolves.toEqual(['Return']);
    await expect(page.locator('.xn-account-form label').allTextContents()).resolves.toContain('Phone Number');
    await button(page, 'Return').click();
    await page.waitForURL((url) => !url.searchParams.has('way'));
    await expect(page.locator('.xn-account-toggles button').allTextContents()).resolves.toEqual(['Sign Up With Email', 'Sign Up With Phone']);
    await context.close();
  });
});

describe('before the page has hydrated', () => {
  it("'Login With Email' pressed at once shows the email form and 'Return', as it does once hydrated", async () => {
    const held = await openBeforeHydration(loginPath('en'));
    await button(held.page, 'Login With Email').click();
    // Nothing has answered it yet: the server's page, both toggles.
    expect(await accountView(held.page)).toEqual({ toggles: ['Login With Email', 'Login With Phone'], fields: [] });
    await held.hydrate();
    await button(held.page, 'Return').waitFor();
    const early = await accountView(held.page);

    const hydrated = await openAccountPage(suite, WIDTHS.phone, loginPath('en'));
    await button(hydrated.page, 'Login With Email').click();
    await button(hydrated.page, 'Return').waitFor();
    expect(early).toEqual(await accountView(hydrated.page));
    expect(early).toEqual({ toggles: ['Return'], fields: ['Email', 'Password'] });
    expectNoProblems(held);
    await held.context.close();
  });

  it('opens the menu the header toggle was pressed for', async () => {
    const held = await openBeforeHydration(trendingPath('en'));
    const toggle = held.page.locator('button.xn-hamburger');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await held.hydrate();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await held.page.locator('#xn-nav').getByRole('link', { name: 'World', exact: true }).waitFor();
    expectNoProblems(held);
    await held.context.close();
  });

  it('answers a form sent with what was typed, which stays in its fields, instead of posting it to the page', async () => {
    const held = await openBeforeHydration(`${resetPath('en')}?token=not-checked-before-the-password`);
    const documents: string[] = [];
    held.page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
    });
    await field(held.page, 'New Password').fill('short');
    await field(held.page, 'Confirm New Password').fill('short');
    await held.page.keyboard.press('Enter');
    await held.hydrate();
    await held.page.getByText(ACCOUNT_MESSAGES.passwordTooShort).waitFor();
    await expect(field(held.page, 'New Password').inputValue()).resolves.toBe('short');
    await expect(field(held.page, 'Confirm New Password').inputValue()).resolves.toBe('short');
    expect(documents).toEqual([]);
    expectNoProblems(held);
    await held.context.close();
  });

  it("carries a sign-up begun at once through to spec §5's message for a 7-character code", async () => {
    const held = await openBeforeHydration(signupPath('en'));
    await button(held.page, 'Sign Up With Email').click();
    await held.hydrate();
    const { page } = held;
    const email = uniqueEmail('early');
    await field(page, 'Email').fill(email);
    await button(page, 'Send Verification Code').click();
    await page.getByRole('status').filter({ hasText: codeSentMessage(email, 10) }).waitFor();
    await field(page, 'Verification Code').fill('1234567');
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await button(page, 'Sign Up').click();
    await page.getByText(ACCOUNT_MESSAGES.emailCodeIncorrect).waitFor();
    expect(ACCOUNT_MESSAGES.emailCodeIncorrect).toBe('Verification code is incorrect! Check your email.');
    expectNoProblems(held);
    await held.context.close();
  });
});
