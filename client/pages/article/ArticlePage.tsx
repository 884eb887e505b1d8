import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigationType, useParams } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { queries } from '../../data/queries';
import { useMessages } from '../../data/use-messages';
import { Article } from './Article';
import { storyRoute } from './article-route';
import { StoryMessage } from './StoryMessage';

/** Loads one story; the server has already put it in the cache, so hydration renders it at once. */
function ArticleLoader({ lang, id, segment }: { lang: LangCode; id: string; segment: string }) {
  const { api } = useSite();
  const { news } = useMessages().navigations;
  const story = useQuery(queries.article(api, id, lang));
  const navigationType = useNavigationType();
  // A link followed to a story starts at its top; a reload or a step back keeps its place.
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
    // Once per story (the loader is keyed by it), not again when its address is corrected.
  }, [id]);
  if (story.isPending) return <StoryMessage text={news.loading} lang={lang} busy />;
  if (story.isError || !story.data) return <StoryMessage text={news.notFound} lang={lang} />;
  return <Article item={story.data} lang={lang} segment={segment} />;
}

/**
 * /{lang}/news/analysis/{slug}-{id} (spec §2). A missing language or id shows the spec's error,
 * a malformed or unknown id 'News not found' (the server answered 404 for both), and a story
 * at a wrong-slug or id-only address moves to its canonical address, replaced, not pushed.
 */
export default function ArticlePage() {
  const params = useParams();
  const { config } = useSite().bootstrap;
  const { news } = useMessages().navigations;
  const pageLang = useLang();
  // '/{lang}/news/analysis/brief' is the brief page with its id missing.
  if (params.slugAndId === 'brief') return <StoryMessage text={news.missingParams} lang={pageLang} />;
  const route = storyRoute(params, config);
  if (route.kind === 'missing') return <StoryMessage text={news.missingLangOrId} lang={pageLang} />;
  if (route.kind === 'invalid') return <StoryMessage text={news.notFound} lang={pageLang} />;
  return <ArticleLoader key={`${route.lang}/${route.id}`} lang={route.lang} id={route.id} segment={route.segment} />;
}
