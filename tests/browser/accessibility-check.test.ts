import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAccessible, newTestContext } from '../support/browser';

/* The accessibility check every browser file relies on finds what it is there to find, in the page and in its frames. */

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function checked(html: string): Promise<string> {
  if (!browser) throw new Error('the browser is connected in beforeAll');
  const context = await newTestContext(browser, { viewport: { width: 800, height: 600 } });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    return await expectAccessible(page).then(
      () => 'passed',
      (error: Error) => error.message,
    );
  } finally {
    await context.close();
  }
}

const page = (body: string) => `<!doctype html><html lang="en"><head><title>A page</title></head><body><main><h1>A page</h1>${body}</main></body></html>`;

describe('the accessibility check', () => {
  it('passes a clean page', async () => {
    await expect(checked(page('<p>Plain, legible text.</p><img src="data:," alt="A picture">'))).resolves.toBe('passed');
  });

  it('names an image without a text alternative, text without contrast and an unnamed button', async () => {
    const failure = await checked(page('<img src="data:,"><p style="color:#777;background:#888">Faint text</p><button></button>'));
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
    expect(failure).toContain('button-name');
  });

  it('looks inside frames', async () => {
    const failure = await checked(page(`<iframe title="A frame" srcdoc="${page('<img src=&quot;data:,&quot;>').replaceAll('"', '&quot;')}"></iframe>`));
    expect(failure).toContain('image-alt');
  });
});
