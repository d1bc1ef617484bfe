import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntryCard as Card } from '@portaria/shared/access-control/visitors.schemas';
import { InfiniteList } from '../../../../components/list/infinite-list';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { rowsOf } from '../../../../lib/paged-query';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import type { EntryFilters } from '../api/entry-filters';
import { useOpenVisits } from '../api/entry-queries';
import { enteredText } from '../utils/elapsed-text';
import { EntryCard } from './entry-card';
import { useQueuedLogs } from '../api/queued-logs';

type OpenVisitsProps = { today: string; filters: EntryFilters; onExit: (card: Card) => void };

type OpenVisitListProps = {
  visits: ReturnType<typeof useOpenVisits>;
  label: string;
  onExit: (card: Card) => void;
  /** The names' heading level under the list's own heading. */
  heading?: 'h3' | 'h4';
};

/** Open visits as cards, each with when it began and its exit, in windows loaded as the list scrolls. */
export const OpenVisitList = ({ visits, label, onExit, heading }: OpenVisitListProps) => {
  const now = new Date();
  const queuedOf = useQueuedLogs();
  return (
    <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
      <InfiniteList query={visits} loadingLabel={E.loading} loadMoreLabel={E.loadMore}>
        <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rowsOf(visits.data).map((card) => (
            <EntryCard
              key={card.idLogEntrada}
              card={card}
              canRegister
              heading={heading}
              since={enteredText(card.dtEntrada!, now)}
              queued={queuedOf(card)}
              onRegister={(c) => onExit(c)}
            />
          ))}
        </Stack>
      </InfiniteList>
    </Box>
  );
};

/**
 * Above today's list: every visit still open from an earlier day (an overnight visitor, a provider who left without
 * the desk seeing), oldest first, each with when it began and its exit (decision 094). Nothing when there is none.
 */
export const OpenVisits = ({ today, filters, onExit }: OpenVisitsProps) => {
  const titleId = useId();
  const visits = useOpenVisits(today, filters);
  const rows = rowsOf(visits.data);
  const total = visits.data?.pages[0]?.meta.totalItems ?? 0;
  if (visits.isError) return <RetryAlert onRetry={() => void visits.refetch()}>{E.openVisitsFailed}</RetryAlert>;
  if (rows.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, border: 2, borderColor: 'warning.main', borderRadius: 2 }}
    >
      <Typography id={titleId} component="h4" sx={{ fontWeight: 700 }}>
        {`${E.openVisitsTitle} (${total})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {E.openVisitsHint}
      </Typography>
      <OpenVisitList visits={visits} label={E.openVisitsTitle} onExit={onExit} />
    </Box>
  );
};
