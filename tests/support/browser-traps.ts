import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { EMBED_FRAME_HOSTS } from '../../shared/embed-policy';
import { afterNextFrames, newTestContext, waitForHydration } from './browser';

/** What a tab tried that hostile content must never make it do. */
export interface Traps {
  /** Every dialog that opened, as "type: message"; each is dismissed. */
  dialogs: string[];
  /** Requests to any origin but the site's and the players' (none of which reaches its host). */
  foreign: string[];
  /** Requests for an allowed player (the only other origin a page may ask). */
  players: string[];
}

export interface TrappedPage extends Traps {
  context: BrowserContext;
  page: Page;
}

/** A host whose players a page may frame (EMBED_FRAME_HOSTS): the one origin beyond the site's a page may ask. */
export const isPlayerHost = (hostname: string): boolean => (EMBED_FRAME_HOSTS as readonly string[]).includes(hostname);

/** A tab in a context of its own, with the traps set: every request beyond the site is recorded, and none reaches its host. */
export async function openTrappedPage(browser: Browser, siteOrigin: string, options: BrowserContextOptions): Promise<TrappedPage> {
  const context = await newTestContext(browser, options);
  const page = await context.newPage();
  return { context, page, ...setTraps(context, page, siteOrigin) };
}

/**
 * Requests are watched, not routed: a route pauses every request in this process and turns the
 * context's cache off, so that each page fetched and compiled the whole client again (a fifth to
 * a quarter of the XSS sweeps' CPU). Nothing is let out all the same: the test Chromium resolves
 * no host but loopback (CHROMIUM_OPTIONS), so a request to any other host fails in the browser,
 * after the event that records it.
 */
function setTraps(context: BrowserContext, page: Page, siteOrigin: string): Traps {
  const traps: Traps = { dialogs: [], foreign: [], players: [] };
  const origin = new URL(siteOrigin).origin;
  context.on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: addresses make no request that leaves the page; the DOM checks refuse them.
    if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.protocol === 'https:' && isPlayerHost(url.hostname)) traps.players.push(url.href);
    else traps.foreign.push(url.href);
  });
  page.on('dialog', (dialog) => {
    traps.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return traps;
}

/** Markup that React did not render never becomes its own: after this long the checks go on and find it. */
const HYDRATION_WAIT_MS = 5_000;

/**
 * Waits until whatever hostile content could run has had its chance: React has hydrated the
 * page's content (or HYDRATION_WAIT_MS went by), every frame has loaded, every image that is to
 * load has loaded or failed (handlers fire on load, error, focus and animation start), and two
 * frames more. Lazy images out of view do not start; the carousel's are in view.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForHydration(page, HYDRATION_WAIT_MS).catch(() => undefined);
  for (const frame of page.frames()) await frame.waitForLoadState('load');
  await page.waitForFunction(() => {
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    return Array.from(document.images).every((image) => image.complete || (image.loading === 'lazy' && !inView(image)));
  });
  await afterNextFrames(page);
}
