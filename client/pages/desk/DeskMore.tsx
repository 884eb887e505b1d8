import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DeskProblem } from './DeskProblem';

interface DeskMoreProps<Page> {
  pages: UseInfiniteQueryResult<InfiniteData<Page>, unknown>;
  more: string;
  loadingMore: string;
  /** Called with the new page once it has come, to move the focus to its first item. */
  onLoaded: (page: Page) => void;
}

/** A paged desk list's "show older" button, with what it says while it loads and why it failed. */
export function DeskMore<Page>({ pages, more, loadingMore, onLoaded }: DeskMoreProps<Page>) {
  const load = async () => {
    const result = await pages.fetchNextPage();
    const page = result.data?.pages.at(-1);
    if (!result.isError && page !== undefined) onLoaded(page);
  };
  return (
    <div className="xn-desk-records-more">
      {pages.isFetchNextPageError && <DeskProblem error={pages.error} />}
      {pages.hasNextPage && (
        <button type="button" className="xn-button xn-button-quiet" disabled={pages.isFetchingNextPage} onClick={load}>
          {pages.isFetchingNextPage ? loadingMore : more}
        </button>
      )}
    </div>
  );
}
