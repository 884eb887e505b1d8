import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EmbedFrame } from '../../../shared/article-media';
import type { EmbedSanitizer } from './embed-sanitizer';

let browserSanitizer: EmbedSanitizer | undefined;

/** DOMPurify (~9 KB gzipped) comes in its own chunk, fetched only for a page the server did not render. */
async function sanitizeInBrowser(html: string): Promise<EmbedFrame[]> {
  const { createEmbedSanitizer } = await import('./embed-sanitizer');
  browserSanitizer ??= createEmbedSanitizer(window);
  return browserSanitizer(html);
}

export const hasEmbedHtml = (html: string) => typeof html === 'string' && html.trim() !== '';

/**
 * The players an embed HTML may show (see createEmbedSanitizer), cached by the HTML itself: the
 * same input always gives the same frames, so they never go stale.
 */
export const embedFramesQuery = (html: string) =>
  queryOptions({ queryKey: ['embed-frames', html], queryFn: () => sanitizeInBrowser(html), staleTime: Infinity });

/**
 * On the server: sanitised there (DOMPurify on jsdom) and put in the cache the browser hydrates
 * from, so that the first render in the browser shows the same players without DOMPurify.
 */
export function primeEmbedFrames(queryClient: QueryClient, html: string, sanitize: EmbedSanitizer): void {
  if (hasEmbedHtml(html)) queryClient.setQueryData(embedFramesQuery(html).queryKey, sanitize(html));
}
