import { articlePath } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { primeEmbedFrames } from '../../components/sanitize/embed-frames-query';
import { queries } from '../../data/queries';
import { relatedParams } from './article-route';
import { prefetchStory } from './story-prefetch';
import { storyTitles } from './article-titles';
import { prefetchForRender } from '../../app/render-prefetch';

/**
 * The article route on the server (spec §2): the story (see prefetchStory), its embeds'
 * sanitised players, then its related stories and, unless it is a fallback, the titles its
 * hreflang links need.
 */
export async function prefetchArticle(context: PrefetchContext): Promise<PrefetchOutcome> {
  const story = await prefetchStory(context, articlePath);
  if ('outcome' in story) return story.outcome;
  const { queryClient, api } = context;
  primeEmbedFrames(queryClient, story.item.video_embed_link, context.sanitizeEmbed);
  const fallback = story.item.lang !== story.lang;
  await Promise.all([
    prefetchForRender(queryClient, queries.related(api, relatedParams(story.lang, story.item))),
    fallback ? undefined : prefetchForRender(queryClient, storyTitles(api, story.item)),
  ]);
  return undefined;
}
