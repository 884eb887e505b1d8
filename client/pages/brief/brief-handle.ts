import { briefPath } from '../../../shared/routes';
import type { RouteHandle } from '../../app/route-handle';

/**
 * The brief route on the server (spec §2): the story as for the article, at the brief's address;
 * the prefetch is the server's alone, folded away with its import in the browser's bundle.
 */
export const briefHandle: RouteHandle = {
  module: 'client/pages/brief/BriefPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => {
    const { prefetchStory } = await import('../article/story-prefetch');
    const story = await prefetchStory(context, briefPath);
    return 'outcome' in story ? story.outcome : undefined;
  },
};
