import type { RouteHandle } from '../../app/route-handle';
import { briefPath } from '../../../shared/routes';
import { prefetchStory } from '../article/article-route';

/** The brief route on the server (spec §2): the story as for the article, at the brief's address. */
export const briefHandle: RouteHandle = {
  module: 'client/pages/brief/BriefPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => {
    const story = await prefetchStory(context, briefPath);
    return 'outcome' in story ? story.outcome : undefined;
  },
};
