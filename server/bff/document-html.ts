import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';
import { addressList, ENTRY_LOADS } from '../../shared/entry-loads';

/** What React leaves where it could not finish a Suspense boundary: the browser renders that part itself. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const DOCTYPE = '<!DOCTYPE html>';
const HEAD_START = '<head>';
/** React writes the charset first in the head; it stays there, within the first 1024 bytes. */
const CHARSET = '<meta charSet="utf-8"/>';

export interface DocumentHtml {
  html: string;
  /** The render ran out of time and the unfinished parts were left to the browser. */
  cutOff: boolean;
}

export interface StreamOptions {
  timeoutMs: number;
  /** Errors inside a Suspense boundary, which the browser renders again itself. */
  onError(error: unknown): void;
}

/**
 * A document whose data and code are all at hand, from React's string renderer: the same HTML as
 * the stream renderer's for about a quarter less CPU, because it appends strings where the stream
 * encodes each of a page's thousands of small chunks into bytes (BENCHMARKS.md). It cannot wait,
 * so a part that suspends (a lazy page's first render in this process) or fails comes out as a
 * boundary left to the browser. That is not the page to send: undefined, and documentHtml renders
 * it again with the stream, which waits and reports.
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

/** The client's entry and what it loads once the page has loaded (client/entry-client.tsx). */
export interface EntryScript {
  /** The inline script that holds a reader's first taps until the entry takes them (client/early-input-holder.ts). */
  holder: string;
  src: string;
  /** What the entry imports statically: preloaded beside it, or it would wait a round trip more for them. */
  chunks: readonly string[];
  /** The page's own modules, which the entry imports beside the code that hydrates the page. */
  modules: readonly string[];
  /** The files the hydrating code fetches first (the page's translations). */
  files: readonly string[];
}

/**
 * Each entry tag as made, by all it names: one per page module and set of translation files,
 * which the build and the process's start fix.
 */
const entryScripts = new Map<string, string>();

/**
 * The inline holder of early taps, then the entry's tag. The holder runs where it stands, before
 * the body is parsed, so it holds taps from before the first paint however late the entry comes
 * (a slow phone, a busy machine). It is a few hundred bytes, allowed by its hash in a CSP that
 * stays the same for every response (security-headers.ts). The entry's tag is async: it runs as
 * soon as it has arrived, while the document may still be parsing, and takes the held taps over
 * (early-input.ts); what it does first needs only the window and its own tag. Low priority,
 * because the page paints without it: the stylesheet and the lead image go first. It is its own
 * preload, in the head: at the end of the body Chromium fetched it at high priority. The small
 * chunk it imports (esbuild's shared helpers) is preloaded beside it, so that a reader who taps
 * early meets hydration begun the sooner. What it loads once the page has loaded is named on it,
 * not preloaded here (decision 032).
 */
function entryScript(entry: EntryScript): string {
  const modules = addressList(entry.modules);
  const files = addressList(entry.files);
  // The holder comes from the same build as the entry, so the entry's address stands for both.
  const key = `${entry.src} ${modules} ${files}`;
  let script = entryScripts.get(key);
  if (script === undefined) {
    // React would put the async entry before an inline script it renders beside it: the holder is written as it is.
    script = `<script>${entry.holder}</script>${renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement('script', { type: 'module', async: true, src: entry.src, fetchPriority: 'low', [ENTRY_LOADS.modules]: modules, [ENTRY_LOADS.files]: files }),
        ...entry.chunks.map((href) => createElement('link', { key: href, rel: 'modulepreload', href, fetchPriority: 'low' })),
      ),
    )}`;
    entryScripts.set(key, script);
  }
  return script;
}

/** Where the entry goes: first in the head after the charset, so that it is fetched as soon as possible. */
function entryAt(html: string): number {
  const head = html.indexOf(HEAD_START);
  if (head < 0) return html.length;
  const afterHead = head + HEAD_START.length;
  return html.startsWith(CHARSET, afterHead) ? afterHead + CHARSET.length : afterHead;
}

/**
 * The whole document for an app tree that renders <html>, with the client's entry module at the
 * start of the head. Rejects with React's error when the shell itself cannot render.
 */
export async function documentHtml(app: ReactNode, entry: EntryScript, options: StreamOptions): Promise<DocumentHtml> {
  const atOnce = renderedAtOnce(app);
  const { html, cutOff } = atOnce === undefined ? await renderedStreaming(app, options) : { html: atOnce, cutOff: false };
  const at = entryAt(html);
  return { html: html.slice(0, at) + entryScript(entry) + html.slice(at), cutOff };
}
