import { useParams } from 'react-router-dom';
import { useLang } from '../../app/use-lang';
import { useMessages } from '../../data/use-messages';
import { Article } from './Article';
import { StoryMessage } from './StoryMessage';
import { StoryRoutePage } from './StoryRoutePage';

/**
 * /{lang}/news/analysis/{slug}-{id} (spec §2). A missing language or id shows the spec's error,
 * a malformed or unknown id 'News not found' (the server answered 404 for both), and a story
 * at a wrong-slug or id-only address moves to its canonical address, replaced, not pushed.
 */
export default function ArticlePage() {
  const params = useParams();
  const { news } = useMessages().navigations;
  const pageLang = useLang();
  // '/{lang}/news/analysis/brief' is the brief page with its id missing.
  if (params.slugAndId === 'brief') return <StoryMessage text={news.missingParams} lang={pageLang} />;
  return <StoryRoutePage missingText={(texts) => texts.missingLangOrId} render={(item, lang, segment) => <Article item={item} lang={lang} segment={segment} />} />;
}
