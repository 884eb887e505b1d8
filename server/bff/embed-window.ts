import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';

let window: WindowLike | undefined;

/**
 * The DOM that embed HTML is sanitised on, on the server: DOMPurify needs one, and jsdom gives
 * it here, so that the browser bundle never carries jsdom. One window serves every request
 * (sanitising is synchronous), made on the first embed rather than at start. jsdom itself is
 * loaded then too: its modules are the largest part of a start (about 840 files, 0.6–0.8 CPU s),
 * and a process that renders no story with an embed never needs them.
 */
export function embedWindow(): WindowLike {
  if (!window) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    window = new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike;
  }
  return window;
}
