import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { loginPath, savedPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { currentUser, rememberReturnPath, useSignedInUser } from '../../data/account-session';
import { useMessages } from '../../data/use-messages';
import { NewsCard } from '../news-list/NewsCard';
import { useNearViewport } from '../news-list/use-near-viewport';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { savedPages } from './saved-pages';

/**
 * /{lang}/saved (issue 17): the reader's saved stories, newest saved first, each in this page's
 * language when it has it, with infinite scroll; a card's Save button removes it (and brings it
 * back, until the page is opened again). The server renders the same page for everyone, never
 * kept by a cache; the stories come from the API in the browser. Signed-out readers are sent to
 * sign in, and come back here.
 */
export default function SavedPage() {
  const params = useParams();
  const lang = useLang();
  const navigate = useNavigate();
  const { reader, navigations, common } = useMessages();
  const user = useSignedInUser();
  const pages = useInfiniteQuery({ ...savedPages(lang), enabled: user !== null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` is what changes when the account does, so the cookies are read again then.
  useEffect(() => {
    // The cookies themselves, not `user`: while hydrating, that is still the server's anonymous guess.
    if (currentUser() !== null) return;
    rememberReturnPath(savedPath(lang));
    navigate(loginPath(lang), { replace: true });
  }, [user, lang, navigate]);

  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoad = pages.hasNextPage && !pages.isFetchingNextPage && !pages.isError;
  const observe = useNearViewport(() => void pages.fetchNextPage(), canLoad, pages.data?.pages.length ?? 0);
  const trigger = Math.max(0, items.length - 2);

  if (params.lang !== lang) return <NotFoundPage />;

  let status = '';
  if (user === null || pages.isPending) status = common.loading;
  else if (pages.isFetchingNextPage) status = navigations.home.loadingMore;
  else if (pages.isError) status = reader.loadFailed;

  return (
    <section className="xn-saved-page" aria-labelledby="xn-saved-heading">
      <AccountPageHead path={savedPath(lang)} title={reader.savedTitle} description={reader.savedDescription} />
      <h1 id="xn-saved-heading">{reader.savedTitle}</h1>
      {pages.isSuccess && items.length === 0 ? <p className="xn-reader-empty">{reader.savedEmpty}</p> : null}
      <div className="xn-grid">
        {items.map(({ story }, index) => (
          <NewsCard key={story.id} item={story} lang={lang} navigations={navigations} variant="card" ref={index === trigger ? observe : undefined} />
        ))}
      </div>
      <div className="xn-list-status">
        <p role="status">{status}</p>
        {pages.isError ? (
          <button type="button" className="xn-button xn-list-retry" onClick={() => void pages.refetch()}>
            {navigations.home.retry}
          </button>
        ) : null}
      </div>
    </section>
  );
}
