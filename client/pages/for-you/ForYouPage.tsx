import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { displayName } from '../../../shared/display-name';
import type { ForYouPage as ForYouStoriesPage } from '../../../shared/follows';
import { isFollowable } from '../../../shared/follows';
import { forYouPath, listPath } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { menuTypes } from '../../components/header/menu-entries';
import { ReaderStoryList } from '../../components/reader/ReaderStoryList';
import { useSignInFirst } from '../../components/reader/use-sign-in-first';
import { useSignedInUser } from '../../data/account-session';
import { useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { forYouPages } from './for-you-pages';
import { SiteLink } from '../../components/SiteLink';

const storiesOf = (page: ForYouStoriesPage) => page.items;

/**
 * /{lang}/news/list/foryou (decision 019): the stories of everything the reader follows, ranked like
 * the other lists, with the featured card and infinite scroll. On a full load the server renders
 * it with the first page for the signed-in reader, kept by no cache, and sends a signed-out one to
 * sign in and back here; on a client navigation the stories come from the API in the browser. With
 * nothing followed, it links to the categories, where the Follow buttons are.
 */
export default function ForYouPage() {
  const params = useParams();
  const lang = useLang();
  const { bootstrap } = useSite();
  const { reader, navigations } = useMessages();
  const user = useSignedInUser();
  const pages = useInfiniteQuery({ ...forYouPages(lang, bootstrap.pageSize), enabled: user !== null });
  useSignInFirst(lang, forYouPath(lang));
  if (params.lang !== lang) return <NotFoundPage />;
  const empty = (
    <div className="xn-reader-empty">
      <p>{reader.forYouEmpty}</p>
      <nav aria-label={reader.categories}>
        <ul className="xn-for-you-categories">
          {menuTypes(bootstrap.config)
            .filter(isFollowable)
            .map((type) => (
              <li key={type}>
                <SiteLink className="xn-button xn-button-secondary" to={listPath(lang, type)}>
                  {displayName(type, navigations)}
                </SiteLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
  return (
    <section className="xn-reader-page xn-news-list" aria-labelledby="xn-for-you-heading">
      <AccountPageHead path={forYouPath(lang)} title={reader.forYouTitle} description={reader.forYouDescription} />
      <h1 id="xn-for-you-heading">{reader.forYouTitle}</h1>
      <ReaderStoryList lang={lang} pages={pages} itemsOf={storiesOf} featured empty={empty} />
    </section>
  );
}
