import { useParams } from 'react-router-dom';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { parseListRoute } from './list-route-params';
import { NewsList } from './NewsList';
import { usePageSize } from './use-page-size';

/**
 * /{lang}/news/list/{type}[/{subtype}] (spec §2). An unknown language, type or subtype is the
 * not-found page (the server already answered 404 through the route's handle).
 */
export default function NewsListPage() {
  const params = useParams();
  const lang = useLang();
  const pageSize = usePageSize(useSite().bootstrap.pageSize);
  const route = parseListRoute(params.type, params.subtype);
  if (!route || params.lang !== lang) return <NotFoundPage />;
  // A new path is a new list: it starts again at page 1 (spec §2).
  return <NewsList key={`${lang}/${route.type}/${route.subtype ?? ''}`} lang={lang} route={route} pageSize={pageSize} />;
}
