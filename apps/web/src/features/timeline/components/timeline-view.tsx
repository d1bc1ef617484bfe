import { useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMELINE_MESSAGES as M } from '@portaria/shared/timeline/timeline.messages';
import { plural } from '@portaria/shared/text';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { toIsoDay } from '../../../components/ui/calendar/calendar-dates';
import { DayNavigator } from '../../../components/ui/calendar/day-navigator';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { InfiniteList } from '../../../components/list/infinite-list';
import { useTimeline } from '../api/get-timeline';
import { ActivityRow } from './activity-row';

type TimelineViewProps = { today: Date };

/** 'Linha do tempo do dia' (spec 02 §2.5): a day of the condominium, never beyond today, searchable. */
export const TimelineView = ({ today }: TimelineViewProps) => {
  const [day, setDay] = useState(today);
  const [search, setSearch] = useState('');
  // The day in windows of 100 and the search over the whole day, both by the server (decision 115).
  const timeline = useTimeline(toIsoDay(day), search.trim());
  const shown = timeline.data?.pages.flatMap((window) => window.data) ?? [];
  const total = timeline.data?.pages[0]?.totalItems ?? 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <DayNavigator value={day} onChange={setDay} max={today} />
        <Box sx={{ flex: '0 1 360px', width: { xs: '100%', sm: 'auto' } }}>
          <SearchBox onSearch={setSearch} placeholder={M.search} defaultExpanded />
        </Box>
      </Stack>
      {timeline.isPending && <CenteredSpinner label={M.loading} showLabel />}
      {timeline.isError && <RetryAlert onRetry={() => void timeline.refetch()}>{M.loadError}</RetryAlert>}
      {timeline.isSuccess && (
        <Box>
          <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
            {plural(total, M.count)}
          </Typography>
          {shown.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center' }}>{search ? M.emptyFiltered : M.empty}</Typography>
          ) : (
            <InfiniteList query={timeline} loadingLabel={M.loadingMore} loadMoreLabel={M.loadMore}>
              <List aria-label={M.title} disablePadding>
                {shown.map((activity, index) => (
                  <ActivityRow key={`${activity.dtInicio}-${index}`} activity={activity} />
                ))}
              </List>
            </InfiniteList>
          )}
        </Box>
      )}
    </Stack>
  );
};
