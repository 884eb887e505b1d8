import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { NewsTranslations } from '../../../shared/translations';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { useMessages } from '../../data/use-messages';
import { storyRoute } from './article-route';
import { StoryLoader } from './StoryLoader';
import { StoryMessage } from './StoryMessage';

/**
 * What the article and brief pages share: the story their address names, or the spec's text for
 * an address without a language or id (each page has its own), and 'News not found' for a
 * malformed one (the server answered 404 for both).
 */
export function StoryRoutePage(props: {
  missingText(news: NewsTranslations): string;
  render(item: NewsItem, lang: LangCode, segment: string): ReactNode;
}) {
  const params = useParams();
  const { config } = useSite().bootstrap;
  const { news } = useMessages().navigations;
  const pageLang = useLang();
  const route = storyRoute(params, config);
  if (route.kind === 'missing') return <StoryMessage text={props.missingText(news)} lang={pageLang} />;
  if (route.kind === 'invalid') return <StoryMessage text={news.notFound} lang={pageLang} />;
  return <StoryLoader key={`${route.lang}/${route.id}`} lang={route.lang} id={route.id} render={(item) => props.render(item, route.lang, route.segment)} />;
}
