import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createEmbedSanitizer, type EmbedSanitizer } from '../../client/components/sanitize/embed-sanitizer';

let sanitizer: EmbedSanitizer | undefined;

/**
 * Embed HTML sanitised on the server: DOMPurify needs a DOM, and jsdom gives it one here, so
 * that the browser bundle never carries jsdom. One window serves every request: sanitising is
 * synchronous, and the window is made on the first embed rather than at start.
 */
export const serverEmbedSanitizer: EmbedSanitizer = (html) => {
  if (typeof html !== 'string' || html.trim() === '') return [];
  sanitizer ??= createEmbedSanitizer(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike);
  return sanitizer(html);
};
