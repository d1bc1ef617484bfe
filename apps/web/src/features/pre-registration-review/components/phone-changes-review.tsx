import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingPhoneChange } from '@portaria/shared/accounts/phone-change.schemas';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { fill } from '@portaria/shared/text';
import { AppDialog } from '../../../components/ui/app-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { decidePhoneChange, phoneChangeKeys, usePendingPhoneChanges } from '../api/phone-changes';
import type { Decision } from './pending-list';
import { PhoneChangeList } from './phone-change-list';
import { REVIEW_TEXT } from './review-text';

type Outcome = { severity: 'success' | 'warning' | 'error'; text: string };
type Asked = { item: PendingPhoneChange; decision: Decision };

/** 'Trocas de telefone', under the pre-registrations: the syndic vouches for a number before any code goes to it. */
export const PhoneChangesReview = ({ idCondo }: { idCondo: number }) => {
  const queryClient = useQueryClient();
  const pending = usePendingPhoneChanges(idCondo, true);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [isAskOpen, setIsAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decide = useMutation({
    mutationFn: ({ item, decision }: Asked) => decidePhoneChange(item.id, decision),
    onSuccess: (_answer, { decision }) =>
      setOutcome({ severity: 'success', text: decision === 'approve' ? M.phoneChangeApproved : M.phoneChangeRejected }),
    onError: (failure) => setOutcome({ severity: isApiError(failure) && failure.status < 500 ? 'warning' : 'error', text: failure.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneChangeKeys.all }),
  });
  const values = asked ? { name: asked.item.nome, phone: formatPhone(asked.item.telefoneNovo) } : null;

  return (
    <Box component="section" aria-labelledby="trocas-telefone" sx={{ mt: 4 }}>
      <Typography id="trocas-telefone" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {M.phoneChangesTitle}
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {pending.isError && <RetryAlert onRetry={() => void pending.refetch()}>{REVIEW_TEXT.phoneLoadError}</RetryAlert>}
      {pending.data?.length === 0 && <Typography color="text.secondary">{M.noPendingPhoneChanges}</Typography>}
      {pending.data && pending.data.length > 0 && (
        <PhoneChangeList
          items={pending.data}
          isBusy={decide.isPending}
          onDecide={(item, decision) => {
            setAsked({ item, decision });
            setIsAskOpen(true);
          }}
        />
      )}
      <AppDialog
        open={isAskOpen}
        title={asked?.decision === 'reject' ? REVIEW_TEXT.phoneRejectTitle : REVIEW_TEXT.phoneApproveTitle}
        confirmLabel={asked?.decision === 'reject' ? M.reject : M.approve}
        onConfirm={() => {
          if (!asked) return;
          setOutcome(null);
          decide.mutate(asked);
          setIsAskOpen(false);
        }}
        onCancel={() => setIsAskOpen(false)}
      >
        <Typography>{values && fill(asked?.decision === 'reject' ? M.phoneChangeRejectConfirm : M.phoneChangeApproveConfirm, values)}</Typography>
      </AppDialog>
    </Box>
  );
};
