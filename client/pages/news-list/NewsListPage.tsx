import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { queries } from '../../data/queries';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { parseListRoute } from './list-route-params';

/** Placeholder until the full list lands: the first page's titles. */
export default function NewsListPage() {
  const params = useParams();
  const { api, bootstrap } = useSite();
  const lang = useLang();
  const route = parseListRoute(params.type, params.subtype);
  const list = useQuery({ ...queries.newsPage(api, { lang, type: route?.type ?? 'trending', subtype: route?.subtype ?? null, page: 1, size: bootstrap.pageSize }), enabled: route !== null });
  if (!route || params.lang !== lang) return <NotFoundPage />;
  return (
    <ul>
      {(list.data ?? []).map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}
