import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';

/** What React leaves where it could not finish a Suspense boundary: the browser renders that part itself. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const DOCTYPE = '<!DOCTYPE html>';
const BODY_END = '</body>';

export interface DocumentHtml {
  html: string;
  /** The render ran out of time and the unfinished parts were left to the browser. */
  cutOff: boolean;
}

export interface StreamOptions {
  nonce: string;
  timeoutMs: number;
  /** Errors inside a Suspense boundary, which the browser renders again itself. */
  onError(error: unknown): void;
}

/**
 * A document whose data and code are all at hand, from React's string renderer: the same HTML as
 * the stream renderer's for about a quarter less CPU, because it appends strings where the stream
 * encodes each of a page's thousands of small chunks into bytes (BENCHMARKS.md, issue 16, seventh
 * pass). It cannot wait, so a part that suspends (a lazy page's first render in this process) or
 * fails comes out as a boundary left to the browser. That is not the page to send: undefined, and
 * documentHtml renders it again with the stream, which waits and reports.
 */
export function renderedAtOnce(app: ReactNode): string | undefined {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return undefined;
  }
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : DOCTYPE + html;
}

/**
 * The document from React's stream renderer, once all of it is ready. Its web-streams build
 * (server.edge), not its Node one: renderToPipeableStream runs each render inside an
 * AsyncLocalStorage, and on Node 20 the first one in a process installs a promise hook for every
 * promise the process makes from then on, which cost every later render of every page some of
 * its CPU (decision 013). The edge build looks for a global AsyncLocalStorage, which Node has not.
 */
async function renderedStreaming(app: ReactNode, options: StreamOptions): Promise<DocumentHtml> {
  let cutOff = false;
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    cutOff = true;
    timeout.abort(new Error(`the render took over ${options.timeoutMs} ms`));
  }, options.timeoutMs);
  timer.unref();
  try {
    const stream = await renderToReadableStream(app, {
      nonce: options.nonce,
      // The page is sent whole (allReady), so content stays in place rather than being
      // outlined behind a reveal script once the head passes React's 12.8 KB default.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: timeout.signal,
      // Whatever the callback returns, React would take for the error's digest.
      onError: (error) => {
        options.onError(error);
      },
    });
    await stream.allReady;
    return { html: await new Response(stream).text(), cutOff };
  } finally {
    clearTimeout(timer);
  }
}

const entryScripts = new Map<string, string>();

/** The tag React writes for a bootstrap module, made once per entry and nonce (the nonce is the page cache's placeholder). */
function entryScript(entry: string, nonce: string): string {
  const key = `${entry} ${nonce}`;
  let script = entryScripts.get(key);
  if (script === undefined) {
    script = renderToStaticMarkup(createElement('script', { type: 'module', src: entry, nonce, async: true }));
    entryScripts.set(key, script);
  }
  return script;
}

/**
 * The whole document for an app tree that renders <html>, with the client's entry module run at
 * the end of the body, where React's bootstrapModules would put it (Root preloads it in the head).
 * Rejects with React's error when the shell itself cannot render.
 */
export async function documentHtml(app: ReactNode, entry: string, options: StreamOptions): Promise<DocumentHtml> {
  const atOnce = renderedAtOnce(app);
  const { html, cutOff } = atOnce === undefined ? await renderedStreaming(app, options) : { html: atOnce, cutOff: false };
  const end = html.lastIndexOf(BODY_END);
  const script = entryScript(entry, options.nonce);
  return { html: end < 0 ? html + script : html.slice(0, end) + script + html.slice(end), cutOff };
}
