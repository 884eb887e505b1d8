import { useQuery } from '@tanstack/react-query';
import type { EmbedFrame } from '../../../shared/article-media';
import { embedFramesQuery, hasEmbedHtml } from './embed-frames-query';

const NO_FRAMES: EmbedFrame[] = [];

/**
 * The players an embed HTML may show, sanitised: from the cache the server filled on a first
 * load, else by DOMPurify loaded on demand (none until it has run).
 */
export function useEmbedFrames(html: string): EmbedFrame[] {
  const frames = useQuery({ ...embedFramesQuery(html), enabled: hasEmbedHtml(html) });
  return frames.data ?? NO_FRAMES;
}
