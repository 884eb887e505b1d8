import type { Response } from 'supertest';
import { expect } from 'vitest';

/**
 * What must never reach a client, whatever it sent: a stack frame, a database's words, a path on
 * this machine, or a file from outside the public folders. The inputs never hold these texts
 * (SQL in them is lower case), so an echo of the input cannot raise a false alarm.
 */
const LEAKS: [label: string, pattern: RegExp][] = [
  ['a stack frame', /\bat (?:async )?\S+ \(\S+:\d+:\d+\)|\bat (?:file:\/\/|node:|\/)\S+:\d+:\d+/],
  ['SQL', /\b(?:SELECT|INSERT|UPDATE|DELETE FROM)\b/],
  ['a database error', /relation "|column "|syntax error|invalid input syntax|violates .* constraint|invalid byte sequence|unsupported Unicode escape/],
  ['a dependency path', /node_modules|file:\/\//],
  ['a path on this machine', new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['package.json', /"devDependencies"/],
  ['a system file', /root:x:0:0:/],
];

/**
 * Prefixes mounted for programs only (the API, and the folders of files): their errors are JSON.
 * Any other address that is no route gets the not-found page.
 */
const JSON_ONLY = /^\/(?:api|auth|user|oauth2|xnews|assets)(?:\/|$)/;

function contentType(response: Response): string {
  return String(response.headers['content-type'] ?? '');
}

/** The body as text, whatever its type (supertest leaves binary ones in response.body). */
function bodyText(response: Response): string {
  if (typeof response.text === 'string') return response.text;
  return Buffer.isBuffer(response.body) ? response.body.toString('latin1') : '';
}

/** A request as the failure messages show it. */
export interface Sent {
  method: string;
  path: string;
}

/**
 * The rules every fuzzed answer keeps: never a 5xx (nothing these tests use is down), never
 * a leak, every 4xx a JSON `{ error, message }` of strings or for a page address an HTML page,
 * and every page a whole document.
 */
export function expectSoundAnswer(response: Response, sent: Sent): void {
  const where = `${sent.method} ${sent.path.slice(0, 300)} → ${response.status} ${contentType(response)}`;
  expect(response.status, where).toBeLessThan(500);
  const text = bodyText(response);
  // A built script, style sheet or image is ours by construction; its source may name node_modules or hold "SELECT".
  const builtAsset = response.status < 300 && /^(?:text\/javascript|application\/javascript|text\/css|image\/)/.test(contentType(response));
  for (const [label, pattern] of builtAsset ? [] : LEAKS) {
    expect(pattern.test(text), `${where}: the body shows ${label}: ${text.slice(0, 500)}`).toBe(false);
  }
  // A HEAD answer has no body to judge; Express answers OPTIONS itself with the allowed methods.
  if (sent.method === 'HEAD' || sent.method === 'OPTIONS') return;
  // A page, whatever its status, is a whole document: pages degrade, never go blank.
  const page = /^text\/html\b/.test(contentType(response)) && (response.status === 200 || response.status >= 400);
  if (page) expect(text, `${where}: a page without its document: ${text.slice(0, 200)}`).toMatch(/<title>[^<]+<\/title>/);
  if (response.status < 400) return;
  if (/^application\/json\b/.test(contentType(response))) {
    expect(response.body, `${where}: a 4xx is { error, message }`).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    return;
  }
  expect(JSON_ONLY.test(sent.path.split('?')[0] ?? ''), `${where}: an API 4xx must be JSON: ${text.slice(0, 200)}`).toBe(false);
  expect(contentType(response), `${where}: a 4xx that is not JSON must be a page`).toMatch(/^text\/html\b/);
}
