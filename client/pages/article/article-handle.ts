import type { RouteHandle } from '../../app/route-handle';
import { primeEmbedFrames } from '../../components/sanitize/embed-frames-query';
import { queries } from '../../data/queries';
import { articlePath } from '../../../shared/routes';
import { prefetchStory, relatedParams } from './article-route';
import { storyTitles } from './article-titles';

/**
 * The article route on the server (spec §2): the story (see prefetchStory), its embeds'
 * sanitised players, then its related stories and, unless it is a fallback, the titles its
 * hreflang links need.
 * Kept apart from the page, so that the route table loads it without the page's code.
 */
export const articleHandle: RouteHandle = {
  module: 'client/pages/article/ArticlePage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => {
    const story = await prefetchStory(context, articlePath);
    if ('outcome' in story) return story.outcome;
    const { queryClient, api } = context;
    primeEmbedFrames(queryClient, story.item.video_embed_link, context.sanitizeEmbed);
    const fallback = story.item.lang !== story.lang;
    await Promise.all([
      queryClient.prefetchQuery(queries.related(api, relatedParams(story.lang, story.item))),
      fallback ? undefined : queryClient.prefetchQuery(storyTitles(api, story.item)),
    ]);
    return undefined;
  },
};
