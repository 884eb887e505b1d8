import { fill } from '../../shared/fill-text';

/**
 * How long a story takes to read ('4 min read'), as measured when its body was written
 * (shared/reading-time.ts). Nothing while a body has not been measured yet: pages never
 * measure one themselves, so that the server's text and the browser's cannot differ.
 */
export function ReadingTime({ minutes, text }: { minutes: number | undefined; text: string }) {
  return minutes === undefined ? null : <span className="xn-reading-time">{fill(text, { minutes })}</span>;
}
