import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';

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

function renderedStreaming(app: ReactNode, options: StreamOptions): Promise<DocumentHtml> {
  return new Promise<DocumentHtml>((resolve, reject) => {
    let cutOff = false;
    const stream = renderToPipeableStream(app, {
      nonce: options.nonce,
      // The page is sent whole (onAllReady), so content stays in place rather than being
      // outlined behind a reveal script once the head passes React's 12.8 KB default.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
            done();
          },
        });
        sink.on('finish', () => resolve({ html: Buffer.concat(chunks).toString(), cutOff }));
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError: options.onError,
    });
    const timer = setTimeout(() => {
      cutOff = true;
      stream.abort();
    }, options.timeoutMs);
    timer.unref();
  });
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
