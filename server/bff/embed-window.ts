import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

let window: WindowLike | undefined;

/**
 * The DOM that embed HTML is sanitised on, on the server: DOMPurify needs one, and jsdom gives
 * it here, so that the browser bundle never carries jsdom. One window serves every request
 * (sanitising is synchronous), made on the first embed rather than at start.
 */
export function embedWindow(): WindowLike {
  window ??= new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike;
  return window;
}
