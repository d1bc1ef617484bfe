import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import HowToReg from '@mui/icons-material/HowToReg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingPreRegistration } from '@portaria/shared/accounts/accounts.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { fill } from '@portaria/shared/text';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { approvePreRegistration } from '../api/approve-pre-registration';
import { preRegistrationKeys, usePendingPreRegistrations } from '../api/get-pending-pre-registrations';
import { rejectPreRegistration } from '../api/reject-pre-registration';
import type { Decision } from './pending-list';
import { PendingList } from './pending-list';
import { PhoneChangesReview } from './phone-changes-review';
import { REVIEW_TEXT } from './review-text';

type Outcome = { severity: 'success' | 'warning' | 'error'; text: string };
type Pending = { item: PendingPreRegistration; decision: Decision };

/**
 * The syndic's list: confirm, decide, and the list refreshes (also after a 404/409: someone else decided). The phone
 * changes of the staff follow, in the same screen (issue 28).
 */
export const PreRegistrationsReview = ({ idCondo }: { idCondo: number }) => {
  const queryClient = useQueryClient();
  const pending = usePendingPreRegistrations(idCondo, true);
  // The last question stays rendered while its dialog fades out, so its title does not flip on the way out.
  const [asked, setAsked] = useState<Pending | null>(null);
  const [isAskOpen, setIsAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decide = useMutation({
    mutationFn: ({ item, decision }: Pending) =>
      decision === 'approve' ? approvePreRegistration(item.id) : rejectPreRegistration(item.id),
    onSuccess: (_answer, { decision }) =>
      setOutcome({ severity: 'success', text: decision === 'approve' ? M.approved : M.rejected }),
    onError: (failure) =>
      setOutcome({ severity: isApiError(failure) && failure.status < 500 ? 'warning' : 'error', text: failure.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: preRegistrationKeys.all }),
  });

  const handleConfirm = () => {
    if (!asked) return;
    setOutcome(null);
    decide.mutate(asked);
    setIsAskOpen(false);
  };

  return (
    <Box>
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {pending.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label={MESSAGES.wait} />
        </Box>
      )}
      {pending.isError && (
        <RetryAlert onRetry={() => void pending.refetch()}>
          {REVIEW_TEXT.loadError}
        </RetryAlert>
      )}
      {pending.data?.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          <HowToReg sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden="true" />
          <Typography>{M.noPendingPreRegistrations}</Typography>
        </Box>
      )}
      {pending.data && pending.data.length > 0 && (
        <PendingList items={pending.data} isBusy={decide.isPending} onDecide={(item, decision) => {
            setAsked({ item, decision });
            setIsAskOpen(true);
          }} />
      )}
      <AppDialog
        open={isAskOpen}
        title={asked?.decision === 'reject' ? REVIEW_TEXT.rejectTitle : REVIEW_TEXT.approveTitle}
        confirmLabel={asked?.decision === 'reject' ? M.reject : M.approve}
        onConfirm={handleConfirm}
        onCancel={() => setIsAskOpen(false)}
      >
        <Typography>
          {asked && fill(asked.decision === 'reject' ? M.rejectConfirm : M.approveConfirm, { name: asked.item.nome })}
        </Typography>
      </AppDialog>
      <PhoneChangesReview idCondo={idCondo} />
    </Box>
  );
};
