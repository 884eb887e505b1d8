import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { documentHtml, renderedAtOnce } from './document-html';

const options = { timeoutMs: 60_000, onError: () => {} };
const ENTRY = { holder: 'holdTaps("<b>" && 1)', src: '/assets/entry.js', chunks: ['/assets/helpers.js'], modules: ['/assets/page-a.js', '/assets/page-b.js'], files: ['/xnews/locales/en/shell.json?v=1'] };
// The holder's text as it is, unescaped: a script's text is not HTML.
const ENTRY_SCRIPT =
  '<script>holdTaps("<b>" && 1)</script>' +
  '<script type="module" async="" src="/assets/entry.js" fetchPriority="low" data-modules="/assets/page-a.js /assets/page-b.js" data-files="/xnews/locales/en/shell.json?v=1"></script><link rel="modulepreload" href="/assets/helpers.js" fetchPriority="low"/>';

function page(children: ReactNode) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>t</title>
      </head>
      <body>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </body>
    </html>
  );
}

/** A lazy part whose code arrives when the test says. */
function lateLazy(): { Part: LazyExoticComponent<() => ReactNode>; arrive(): void } {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = lazy(async () => {
    await loaded;
    return { default: () => <p>arrived</p> };
  });
  return { Part, arrive };
}

function Broken(): ReactNode {
  throw new Error('broken part');
}

describe('a document rendered at once', () => {
  it('is the HTML React streams, for a tree that has everything at hand', () => {
    expect(renderedAtOnce(page(<p>ready</p>))).toBe('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body><!--$--><p>ready</p><!--/$--></body></html>');
  });

  it('is not made for a tree that suspends or fails, which the browser would otherwise have to render', () => {
    const { Part } = lateLazy();
    expect(renderedAtOnce(page(<Part />))).toBeUndefined();
    expect(renderedAtOnce(page(<Broken />))).toBeUndefined();
  });
});

describe('documentHtml', () => {
  it('puts the inline holder, then the entry module, first in the head after the charset, async and at low priority', async () => {
    const { html, cutOff } = await documentHtml(page(<p>ready</p>), ENTRY, options);
    expect(html).toBe(`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${ENTRY_SCRIPT}<title>t</title></head><body><!--$--><p>ready</p><!--/$--></body></html>`);
    expect(cutOff).toBe(false);
  });

  it('puts the entry module right after <head> when there is no charset, and at the end of a document without a head', async () => {
    const headOnly = (
      <html lang="en">
        <head>
          <title>t</title>
        </head>
        <body />
      </html>
    );
    expect((await documentHtml(headOnly, ENTRY, options)).html).toBe(`<!DOCTYPE html><html lang="en"><head>${ENTRY_SCRIPT}<title>t</title></head><body></body></html>`);
    expect((await documentHtml(<p>bare</p>, ENTRY, options)).html).toBe(`<!DOCTYPE html><p>bare</p>${ENTRY_SCRIPT}`);
  });

  it('waits for a part that suspends, as the stream renderer does, rather than sending its fallback', async () => {
    const { Part, arrive } = lateLazy();
    const rendered = documentHtml(page(<Part />), ENTRY, options);
    arrive();
    const { html, cutOff } = await rendered;
    expect(html).toContain('<p>arrived</p>');
    expect(html).not.toContain('loading');
    expect(html.startsWith(`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${ENTRY_SCRIPT}<title>`)).toBe(true);
    expect(cutOff).toBe(false);
  });

  it('waits for a part that suspends without running an AsyncLocalStorage, which on Node 20 would put a hook on every promise after it', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const { Part, arrive } = lateLazy();
      const rendered = documentHtml(page(<Part />), ENTRY, options);
      arrive();
      expect((await rendered).html).toContain('<p>arrived</p>');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it('reports a part that fails and leaves it to the browser', async () => {
    const errors: unknown[] = [];
    const { html } = await documentHtml(page(<Broken />), ENTRY, { ...options, onError: (error) => errors.push(error) });
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<p>loading</p>');
    expect(errors.map((error) => (error as Error).message)).toEqual(['broken part']);
  });

  it('cuts off a part that does not arrive in time', async () => {
    const { Part } = lateLazy();
    const { html, cutOff } = await documentHtml(page(<Part />), ENTRY, { ...options, timeoutMs: 50 });
    expect(cutOff).toBe(true);
    expect(html).toContain('<p>loading</p>');
    expect(html).toContain(ENTRY_SCRIPT);
  });

  it("rejects with React's error when the shell cannot render", async () => {
    await expect(documentHtml(<Broken />, ENTRY, options)).rejects.toThrow('broken part');
  });
});
