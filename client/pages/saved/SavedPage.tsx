import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { savedPath } from '../../../shared/routes';
import { isSavedWithdrawn, type SavedPage as SavedStoriesPage } from '../../../shared/saved-stories';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { ReaderStoryList } from '../../components/reader/ReaderStoryList';
import { useSignInFirst } from '../../components/reader/use-sign-in-first';
import { useSignedInUser } from '../../data/account-session';
import { useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { savedPages } from './saved-pages';

const entriesOf = (page: SavedStoriesPage) => page.items.map((item) => (isSavedWithdrawn(item) ? item : item.story));

/**
 * /{lang}/saved (decision 019): the reader's saved stories, newest saved first, each in this page's
 * language when it has it, with infinite scroll; a card's Save button removes it (and brings it
 * back, until the page is opened again). A story the editors withdrew keeps its place as a card
 * that says so, without its text, and offers to remove it (decision 033). On a full load the server renders it with the first page
 * for the signed-in reader, kept by no cache, and sends a signed-out one to sign in and back here;
 * on a client navigation the stories come from the API in the browser.
 */
export default function SavedPage() {
  const params = useParams();
  const lang = useLang();
  const { reader } = useMessages();
  const user = useSignedInUser();
  const pages = useInfiniteQuery({ ...savedPages(lang), enabled: user !== null });
  useSignInFirst(lang, savedPath(lang));
  if (params.lang !== lang) return <NotFoundPage />;
  return (
    <section className="xn-reader-page" aria-labelledby="xn-saved-heading">
      <AccountPageHead path={savedPath(lang)} title={reader.savedTitle} description={reader.savedDescription} />
      <h1 id="xn-saved-heading">{reader.savedTitle}</h1>
      <ReaderStoryList lang={lang} pages={pages} itemsOf={entriesOf} featured={false} empty={<p className="xn-reader-empty">{reader.savedEmpty}</p>} />
    </section>
  );
}
