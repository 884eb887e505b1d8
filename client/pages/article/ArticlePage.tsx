import { useParams } from 'react-router-dom';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { useMessages } from '../../data/use-messages';
import { Article } from './Article';
import { storyRoute } from './article-route';
import { StoryLoader } from './StoryLoader';
import { StoryMessage } from './StoryMessage';

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
  return (
    <StoryLoader
      key={`${route.lang}/${route.id}`}
      lang={route.lang}
      id={route.id}
      render={(item) => <Article item={item} lang={route.lang} segment={route.segment} />}
    />
  );
}
