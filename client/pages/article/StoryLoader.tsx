import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { loadSafeMarkdown } from '../../components/sanitize/MarkdownBody';
import { queries } from '../../data/queries';
import { useMessages } from '../../data/use-messages';
import { isWithdrawn } from '../../../shared/withdrawn-story';
import { fill } from '../../../shared/fill-text';
import { formatArticleDate } from './article-date';
import { StoryMessage } from './StoryMessage';

/**
 * Loads one story for the article or brief page; the server has already put it in the cache, so
 * hydration renders it at once. Keyed by the story, so its scroll effect runs once per story.
 */
export function StoryLoader({ lang, id, render }: { lang: LangCode; id: string; render: (item: NewsItem) => ReactNode }) {
  const { api } = useSite();
  const { news } = useMessages().navigations;
  const story = useQuery(queries.article(api, id, lang));
  const navigationType = useNavigationType();
  // How the reader came to this story, fixed when it mounts: correcting its address later is a
  // navigation too, and must not scroll again.
  const [followedLink] = useState(() => navigationType === 'PUSH');
  // A story fetched in the browser will need the markdown chunk: fetch both at once, not one after the other.
  // Only a head start: if the chunk fails, the body's own import reports it.
  useEffect(() => {
    if (story.isPending) loadSafeMarkdown().catch(() => undefined);
  }, [story.isPending]);
  // A link followed to a story starts at its top; a reload or a step back keeps its place.
  useEffect(() => {
    if (followedLink) window.scrollTo(0, 0);
  }, [followedLink]);
  if (story.isPending) return <StoryMessage text={news.loading} lang={lang} busy />;
  if (story.isError || !story.data) return <StoryMessage text={news.notFound} lang={lang} />;
  if (isWithdrawn(story.data)) return <StoryMessage text={fill(news.withdrawn, { date: formatArticleDate(Date.parse(story.data.withdrawnAt) / 1000, lang) })} lang={lang} />;
  return render(story.data);
}
