import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { ListEmpty } from '../../../components/list/list-screen';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { userMessageOf } from '../../../lib/api-client';
import { useCheckInKey } from '../api/check-in-key';
import { useKeysOut } from '../api/get-keys-out';
import { KeyOutRow } from './key-out-row';

type Props = { onBack: () => void; onCheckOut: () => void; onHistory: (key: { id: number; nome: string }) => void };

/** 'Chaves fora agora': overdue first (flagged in words and colour), each received back with one click. */
export const KeysOutList = ({ onBack, onCheckOut, onHistory }: Props) => {
  const out = useKeysOut();
  const checkIn = useCheckInKey();
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const rows = out.data?.data ?? [];
  const overdue = rows.filter((m) => m.atrasada).length;

  const handleCheckIn = (movement: KeyMovement) => {
    setFeedback(null);
    checkIn.mutate(movement.id, {
      onSuccess: () => setFeedback({ severity: 'success', text: fill(M.checkedIn, { chave: movement.chave }) }),
      onError: (error) => setFeedback({ severity: 'error', text: userMessageOf(error) ?? MESSAGES.internalError }),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {M.outNow}
        </Typography>
        <Button variant="contained" onClick={onCheckOut}>
          {M.checkOut}
        </Button>
      </Stack>
      {feedback && (
        <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      {overdue > 0 && (
        <Typography role="status" sx={{ fontWeight: 700, color: 'error.dark' }}>
          {overdue === 1 ? M.overdueCountOne : fill(M.overdueCount, { n: overdue })}
        </Typography>
      )}
      {out.isPending && <CenteredSpinner label={M.loading} minHeight={160} />}
      {out.isError && <RetryAlert onRetry={() => void out.refetch()}>{M.loadFailed}</RetryAlert>}
      {out.isSuccess && rows.length === 0 && <ListEmpty>{M.outNowEmpty}</ListEmpty>}
      {rows.length > 0 && (
        <Box component="ul" aria-label={M.outNow} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((movement) => (
            <KeyOutRow
              key={movement.id}
              movement={movement}
              isBusy={checkIn.isPending && checkIn.variables === movement.id}
              onCheckIn={handleCheckIn}
              onHistory={onHistory}
            />
          ))}
        </Box>
      )}
      <Box>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
      </Box>
    </Stack>
  );
};
