import { type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. It resolves
 * no host but loopback, wherever it runs: a page under test reaches the sites and stand-ins the
 * tests start, and nothing else (the XSS traps count on it).
 */
export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

/**
 * One Chromium for the whole run (global-setup.ts), which each browser test file connects to and
 * works in through contexts of its own: a launch costs a second or more of both cores, a
 * connection and a context a few milliseconds, and contexts share no cookies, storage or cache.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_OPTIONS);
}
