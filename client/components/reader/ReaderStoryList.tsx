import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LangCode } from '../../../shared/languages';
import type { SavedWithdrawnStory } from '../../../shared/saved-stories';
import type { NewsItem } from '../../../shared/types';
import { useMessages } from '../../data/use-messages';
import { NewsCard } from '../../pages/news-list/NewsCard';
import { useNearViewport } from '../../pages/news-list/use-near-viewport';
import { SaveForm } from './SaveForm';
import { WithdrawnSavedCard } from './WithdrawnSavedCard';

/** What a reader's list holds: stories, and on the saved page the withdrawn ones in their place (decision 033). */
export type ReaderListEntry = NewsItem | SavedWithdrawnStory;

const isStory = (entry: ReaderListEntry | undefined): entry is NewsItem => entry !== undefined && !('withdrawn' in entry);

/**
 * A list of the reader's own (saved stories, For you), loaded in the browser a page at a time:
 * the cards (the first one featured, if asked), infinite scroll from the second-to-last card as
 * on the news lists, the status, a retry, and what to say when there is nothing. A withdrawn
 * saved story is a card of its own, never the featured one.
 */
export function ReaderStoryList<Page>({
  lang,
  pages,
  itemsOf,
  featured,
  empty,
}: {
  lang: LangCode;
  pages: UseInfiniteQueryResult<InfiniteData<Page>>;
  itemsOf: (page: Page) => ReaderListEntry[];
  featured: boolean;
  empty: ReactNode;
}) {
  const { navigations, common, reader } = useMessages();
  const items = pages.data?.pages.flatMap(itemsOf) ?? [];
  const canLoad = pages.hasNextPage && !pages.isFetchingNextPage && !pages.isError;
  const observe = useNearViewport(() => void pages.fetchNextPage(), canLoad, pages.data?.pages.length ?? 0);
  const trigger = Math.max(0, items.length - 2);
  const [first, ...rest] = items;
  const lead = featured && isStory(first) ? first : undefined;
  const cards = lead ? rest : items;
  const offset = lead ? 1 : 0;

  let status = '';
  if (pages.isPending) status = common.loading;
  else if (pages.isFetchingNextPage) status = navigations.home.loadingMore;
  else if (pages.isError) status = reader.loadFailed;

  return (
    <>
      <SaveForm />
      {pages.isSuccess && items.length === 0 ? empty : null}
      {lead ? <NewsCard item={lead} lang={lang} navigations={navigations} variant="featured" ref={trigger === 0 ? observe : undefined} /> : null}
      <div className="xn-grid">
        {cards.map((item, index) => {
          const ref = index + offset === trigger ? observe : undefined;
          if (isStory(item)) return <NewsCard key={item.id} item={item} lang={lang} navigations={navigations} variant="card" ref={ref} />;
          return <WithdrawnSavedCard key={item.storyId} entry={item} lang={lang} ref={ref} />;
        })}
      </div>
      <div className="xn-list-status">
        <p role="status">{status}</p>
        {pages.isError ? (
          <button type="button" className="xn-button xn-list-retry" onClick={() => void pages.refetch()}>
            {navigations.home.retry}
          </button>
        ) : null}
      </div>
    </>
  );
}
