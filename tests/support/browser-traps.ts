import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { EMBED_FRAME_HOSTS } from '../../shared/embed-policy';

/** What a tab tried that hostile content must never make it do. */
export interface Traps {
  /** Every dialog that opened, as "type: message"; each is dismissed. */
  dialogs: string[];
  /** Requests to any origin but the site's, refused. */
  foreign: string[];
  /** Requests for an allowed player, answered with an empty page (the only other origin a page may ask). */
  players: string[];
}

export interface TrappedPage extends Traps {
  context: BrowserContext;
  page: Page;
}

/** A tab in a context of its own, with the traps set: nothing leaves the site but the allowed players, which are answered here. */
export async function openTrappedPage(browser: Browser, siteOrigin: string, options: BrowserContextOptions): Promise<TrappedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, ...(await setTraps(context, page, siteOrigin)) };
}

async function setTraps(context: BrowserContext, page: Page, siteOrigin: string): Promise<Traps> {
  const traps: Traps = { dialogs: [], foreign: [], players: [] };
  const origin = new URL(siteOrigin).origin;
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    if (url.protocol === 'https:' && (EMBED_FRAME_HOSTS as readonly string[]).includes(url.hostname)) {
      traps.players.push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    }
    traps.foreign.push(url.href);
    return route.abort();
  });
  page.on('dialog', (dialog) => {
    traps.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return traps;
}
