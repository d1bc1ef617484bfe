import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MESSAGES } from '@portaria/shared/messages';
import { isApiError } from '../../lib/api-client';
import { AppDialog } from '../ui/dialogs/app-dialog';
import { CenteredSpinner } from '../ui/status/centered-spinner';
import { RetryAlert } from '../ui/status/retry-alert';

export type Decision = 'approve' | 'reject';
export type ReviewOutcome = { severity: 'success' | 'warning' | 'error'; text: string };

/** A refusal of the user's request (404, 409: someone else decided) warns; a failure of ours is an error. */
const failureByStatus = (failure: Error): ReviewOutcome => ({
  severity: isApiError(failure) && failure.status < 500 ? 'warning' : 'error',
  text: failure.message,
});

export type ApprovalsCopy<T> = {
  listLabel: string;
  loadError: string;
  approve: string;
  reject: string;
  approveTitle: string;
  rejectTitle: string;
  /** The confirmation's question, with the item's name (and whatever the kind shows). */
  question: (item: T, decision: Decision) => string;
  /** A line under the question (what happens next). */
  note?: string;
  /** The status once decided. */
  decided: (item: T, decision: Decision) => string;
};

export type ApprovalsReviewProps<T extends { id: number }> = {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  copy: ApprovalsCopy<T>;
  nameOf: (item: T) => string;
  /** The kind's columns under the name (ReviewFacts lines). */
  renderFacts: (item: T) => ReactNode;
  decide: (item: T, decision: Decision) => Promise<unknown>;
  /** The kind's keys: refreshed after any answer, success or not (someone else may have decided). */
  listKey: QueryKey;
  empty: ReactNode;
  failureOf?: (failure: Error) => ReviewOutcome;
  /** false for a list under another one: nothing shown while it loads. */
  showsLoading?: boolean;
};

type Asked<T> = { item: T; decision: Decision };

/**
 * The syndic's approvals (pre-registrations, phone changes, access requests): one row per request with the kind's
 * columns and 'Recusar' / 'Aprovar', a confirmation, the decision, its status line, and the list read again.
 */
export const ApprovalsReview = <T extends { id: number }>({
  query,
  copy,
  nameOf,
  renderFacts,
  decide,
  listKey,
  empty,
  failureOf = failureByStatus,
  showsLoading = true,
}: ApprovalsReviewProps<T>) => {
  const queryClient = useQueryClient();
  // The last question stays rendered while its dialog fades out, so its title does not flip on the way out.
  const [asked, setAsked] = useState<Asked<T> | null>(null);
  const [isAskOpen, setIsAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const decision = useMutation({
    mutationFn: ({ item, decision }: Asked<T>) => decide(item, decision),
    onSuccess: (_answer, { item, decision }) => setOutcome({ severity: 'success', text: copy.decided(item, decision) }),
    onError: (failure) => setOutcome(failureOf(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const handleAsk = (item: T, choice: Decision) => {
    setAsked({ item, decision: choice });
    setIsAskOpen(true);
  };
  const handleConfirm = () => {
    if (!asked) return;
    setOutcome(null);
    decision.mutate(asked);
    setIsAskOpen(false);
  };
  const isReject = asked?.decision === 'reject';

  return (
    <>
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {showsLoading && query.isPending && <CenteredSpinner label={MESSAGES.wait} minHeight={160} />}
      {query.isError && <RetryAlert onRetry={() => void query.refetch()}>{copy.loadError}</RetryAlert>}
      {query.data?.length === 0 && empty}
      {query.data && query.data.length > 0 && (
        <Box
          component="ul"
          aria-label={copy.listLabel}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {query.data.map((item) => (
            <Paper
              component="li"
              key={item.id}
              variant="outlined"
              aria-label={nameOf(item)}
              sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{nameOf(item)}</Typography>
                {renderFacts(item)}
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={decision.isPending}
                  onClick={() => handleAsk(item, 'reject')}
                  sx={{ minHeight: 44 }}
                >
                  {copy.reject}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  disabled={decision.isPending}
                  onClick={() => handleAsk(item, 'approve')}
                  sx={{ minHeight: 44 }}
                >
                  {copy.approve}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <AppDialog
        open={isAskOpen}
        title={isReject ? copy.rejectTitle : copy.approveTitle}
        confirmLabel={isReject ? copy.reject : copy.approve}
        onConfirm={handleConfirm}
        onCancel={() => setIsAskOpen(false)}
      >
        <Typography>{asked && copy.question(asked.item, asked.decision)}</Typography>
        {copy.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {copy.note}
          </Typography>
        )}
      </AppDialog>
    </>
  );
};
