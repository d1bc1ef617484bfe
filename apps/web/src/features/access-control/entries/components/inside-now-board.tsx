import { Suspense, lazy, useId, useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { rowsOf } from '../../../../lib/paged-query';
import { useInsideNow } from '../api/entry-queries';
import { OpenVisitList } from './open-visits';
import type { LogTarget } from './register-log-dialog';

// Fetched when the board shows, not with the dashboard's first screen (decision 003).
const RegisterLogDialog = lazy(() => import('./register-log-dialog').then((m) => ({ default: m.RegisterLogDialog })));

const M = DESK_MESSAGES.insideNow;

/**
 * `Dentro agora` on the dashboard (issue 32 item 6): visitors and providers inside right now, from any day, the one
 * inside longest first, each with its exit (the same confirmation as the day's cards).
 */
export const InsideNowBoard = () => {
  const titleId = useId();
  const visits = useInsideNow(true);
  const [logging, setLogging] = useState<LogTarget | null>(null);
  const rows = rowsOf(visits.data);
  const total = visits.data?.pages[0]?.meta.totalItems ?? 0;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: { xs: 2, md: 3 }, p: 2.5 }}>
      <Typography id={titleId} component="h2" variant="h3">
        {visits.isSuccess ? `${M.title} (${total})` : M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {M.hint}
      </Typography>
      {visits.isError && <RetryAlert onRetry={() => void visits.refetch()}>{M.failed}</RetryAlert>}
      {visits.isSuccess && rows.length === 0 && <Typography>{M.empty}</Typography>}
      {rows.length > 0 && (
        <OpenVisitList
          visits={visits}
          label={M.title}
          heading="h3"
          onExit={(card) => setLogging({ card, tipo: 'SAIDA' })}
        />
      )}
      <Suspense fallback={null}>
        <RegisterLogDialog target={logging} onClose={() => setLogging(null)} />
      </Suspense>
    </Paper>
  );
};
