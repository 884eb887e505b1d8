import { type Agent, type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { addressRefusal } from './address-refusal';
import { MEGABYTE } from './media-limits';

export interface HopFailure {
  kind: 'failed';
  reason: string;
  retry: boolean;
}

/** What one request answered; 'stopped' when the signal ended it (the caller knows why). */
export type Hop = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string } | HopFailure | { kind: 'stopped' };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Named so that a platform's operator can tell our requests apart. No cookies, no credentials:
 * Node's http client keeps no cookie jar, and these are the only headers sent.
 */
const HEADERS = {
  'User-Agent': 'xnews-media/1.0 (copies images named in published stories)',
  Accept: 'image/avif,image/webp,image/*',
};

function failed(reason: string, retry: boolean): HopFailure {
  return { kind: 'failed', reason, retry };
}

function sizeLimitText(maxBytes: number): string {
  return maxBytes % MEGABYTE === 0 ? `${maxBytes / MEGABYTE} MB` : `${maxBytes} bytes`;
}

/** A status that is neither a body nor a redirect: only 408 and 429 (and 5xx) may answer otherwise later. */
function statusFailure(status: number): HopFailure {
  return failed(`answered ${status}`, status >= 500 || status === 408 || status === 429);
}

/** A short sentence for an operator; the system error code, never a stack. */
function connectionFailure(error: NodeJS.ErrnoException, url: URL): HopFailure {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const refusal = addressRefusal(error, hostname);
  if (refusal) return failed(refusal, false);
  switch (error.code) {
    case 'ENOTFOUND':
      return failed(`${hostname} was not found in DNS`, true);
    case 'ECONNREFUSED':
      return failed(`${url.host} refused the connection`, true);
    case 'ECONNRESET':
      return failed(`${url.host} closed the connection`, true);
    default:
      return failed(`could not fetch from ${url.host}: ${error.code ?? error.message.split('\n')[0]?.slice(0, 200)}`, true);
  }
}

/**
 * One GET of one http: or https: URL through `agent`, reading at most `maxBytes` of the body.
 * A body over the limit (declared or counted) ends the request there and destroys its socket;
 * so does the signal. The upstream's Content-Type is ignored: the bytes are inspected later.
 */
export function requestUpstream(url: URL, options: { agent: Agent; maxBytes: number; signal: AbortSignal }): Promise<Hop> {
  const { agent, maxBytes, signal } = options;
  const tooBig = failed(`larger than ${sizeLimitText(maxBytes)}`, false);
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve({ kind: 'stopped' });
      return;
    }
    let settled = false;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let request: ClientRequest;
    try {
      request = send(url, { agent, headers: HEADERS });
    } catch (error) {
      // Node checks the request before sending it; what it refuses never becomes sendable.
      resolve(failed(`could not send the request: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, false));
      return;
    }
    const finish = (hop: Hop) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      resolve(hop);
    };
    const onAbort = () => finish({ kind: 'stopped' });
    const onResponse = (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status)) {
        finish(location ? { kind: 'redirect', location } : failed(`answered ${status} without a Location`, false));
        return;
      }
      if (status < 200 || status > 299) {
        finish(statusFailure(status));
        return;
      }
      if (Number(response.headers['content-length']) > maxBytes) {
        finish(tooBig);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) finish(tooBig);
        else chunks.push(chunk);
      });
      response.on('end', () => finish(size === 0 ? failed('answered with an empty body', false) : { kind: 'body', body: Buffer.concat(chunks, size) }));
      // A socket closed before the declared length arrived: 'close' without 'end'.
      const cut = () => finish(failed(`${url.host} closed the connection before the whole image arrived`, true));
      response.on('error', cut);
      response.on('close', () => {
        if (!response.complete) cut();
      });
    };
    request.on('response', onResponse);
    request.on('error', (error) => finish(connectionFailure(error, url)));
    signal.addEventListener('abort', onAbort, { once: true });
    request.end();
  });
}
