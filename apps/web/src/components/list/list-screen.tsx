import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@portaria/shared/messages';
import { CenteredSpinner } from '../ui/status/centered-spinner';
import { RetryAlert } from '../ui/status/retry-alert';
import { InfiniteList, type PagedQuery } from './infinite-list';

/** What the screen needs of a TanStack infinite query. */
export type ListQuery = PagedQuery & {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
};

export type ListScreenProps = {
  title: string;
  /** Beside the title: 'Adicionar …', a report. */
  actions?: ReactNode;
  /** Under the title: the search, and whatever sits beside it (a day, the filter button). */
  search: ReactNode;
  /** 'Filtre aqui': a side panel left of the rows from md up. */
  filters?: ReactNode;
  query: ListQuery;
  /** The answer came and has no row. */
  isEmpty: boolean;
  copy: { loading: string; loadMore: string; failed: string };
  /** What an empty answer says (with filters, the link that clears them). */
  empty: ReactNode;
  /** Above the rows, whatever the query is doing (today's open visits). */
  before?: ReactNode;
  /** The rows loaded so far (and a count above them). */
  children: ReactNode;
  /** Under the rows, above 'Voltar' ('Veículo não encontrado?'). */
  after?: ReactNode;
  onBack: () => void;
  /** What the rows open (detail, edit, delete). */
  dialogs?: ReactNode;
};

/** An empty answer's sentence, centred where the rows would be. */
export const ListEmpty = ({ children }: { children: ReactNode }) => (
  <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
    {children}
  </Typography>
);

/**
 * The layout of every list screen of a flow (residents, visitors, entries, vehicles, occurrences): title and its
 * actions, the search, the optional filter panel, then the rows with their waiting, failure and empty states, the
 * pages appended on scroll, and 'Voltar'.
 */
export const ListScreen = ({
  title,
  actions,
  search,
  filters,
  query,
  isEmpty,
  copy,
  empty,
  before,
  children,
  after,
  onBack,
  dialogs,
}: ListScreenProps) => {
  const heading = (
    <Typography variant="h6" component="h3">
      {title}
    </Typography>
  );
  const rows = (
    <>
      {before}
      {query.isPending && <CenteredSpinner label={copy.loading} minHeight={160} />}
      {query.isError && <RetryAlert onRetry={() => void query.refetch()}>{copy.failed}</RetryAlert>}
      {query.isSuccess && isEmpty && empty}
      <InfiniteList query={query} loadingLabel={copy.loading} loadMoreLabel={copy.loadMore}>
        {children}
      </InfiniteList>
    </>
  );
  return (
    <Stack spacing={2}>
      {actions ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          {heading}
          {actions}
        </Stack>
      ) : (
        heading
      )}
      {search}
      {filters ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
          {filters}
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            {rows}
          </Stack>
        </Box>
      ) : (
        rows
      )}
      {after}
      <Box>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
      </Box>
      {dialogs}
    </Stack>
  );
};
