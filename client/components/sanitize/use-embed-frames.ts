import { useMemo } from 'react';
import type { EmbedFrame } from '../../../shared/article-media';
import { useSite } from '../../app/site-context';
import { createEmbedSanitizer, type EmbedSanitizer } from './embed-sanitizer';

let browserSanitizer: EmbedSanitizer | undefined;

/**
 * The page's embed sanitiser: the server hands its jsdom-backed one through the site context
 * (so jsdom never reaches the browser bundle); the browser makes one on its own window.
 */
function useEmbedSanitizer(): EmbedSanitizer {
  const fromServer = useSite().sanitizeEmbed;
  if (fromServer) return fromServer;
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => [];
  browserSanitizer ??= createEmbedSanitizer(window);
  return browserSanitizer;
}

/** The players an embed HTML may show, sanitised (see createEmbedSanitizer). */
export function useEmbedFrames(html: string): EmbedFrame[] {
  const sanitize = useEmbedSanitizer();
  return useMemo(() => sanitize(html), [sanitize, html]);
}
