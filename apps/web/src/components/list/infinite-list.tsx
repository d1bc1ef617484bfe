import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoadMore } from './use-load-more';

/** What the list needs of a TanStack infinite query. */
export type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

type InfiniteListProps = {
  query: PagedQuery;
  /** The name of the progress ring while the next page loads. */
  loadingLabel: string;
  loadMoreLabel: string;
  /** The rows loaded so far. */
  children: ReactNode;
};

/**
 * Rows, then a sentinel that loads the next page as it scrolls into view, the ring while it loads and a
 * 'Carregar mais' button for keyboards and browsers without IntersectionObserver. Lay it out in a Stack.
 */
export const InfiniteList = ({ query, loadingLabel, loadMoreLabel, children }: InfiniteListProps) => {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage;
  const handleLoadMore = () => void query.fetchNextPage();
  const sentinel = useLoadMore(canLoadMore, handleLoadMore);
  return (
    <>
      {children}
      <div ref={sentinel} aria-hidden />
      {query.isFetchingNextPage && (
        <CircularProgress size={28} aria-label={loadingLabel} sx={{ alignSelf: 'center' }} />
      )}
      {canLoadMore && (
        <Button onClick={handleLoadMore} sx={{ alignSelf: 'center' }}>
          {loadMoreLabel}
        </Button>
      )}
    </>
  );
};
