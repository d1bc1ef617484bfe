import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { Key } from '@portaria/shared/keys/keys.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { fill } from '@portaria/shared/text';
import { ListEmpty } from '../../../components/list/list-screen';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { userMessageOf } from '../../../lib/api-client';
import { useKeys } from '../api/get-keys';
import { useRetireKey } from '../api/retire-key';
import { keyLabel } from '../utils/key-format';
import { KeyFormDialog } from './key-form-dialog';

const STATUS_COLOUR = { DISPONIVEL: 'success', FORA: 'default', ATRASADA: 'error', INATIVA: 'default' } as const;

type Props = { onBack: () => void; onHistory: (key: { id: number; nome: string }) => void };

/** 'Cadastro de chaves' (manageKeys): every key with its status; new, edit, retire (not while out). */
export const KeyCatalogue = ({ onBack, onHistory }: Props) => {
  const keys = useKeys(true);
  const retire = useRetireKey();
  const [editing, setEditing] = useState<Key | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Key | null>(null);
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const rows = keys.data?.data ?? [];

  const handleRetire = () => {
    const key = retiring!;
    setRetiring(null);
    retire.mutate(key.id, {
      onSuccess: () => setFeedback({ severity: 'success', text: M.retired }),
      onError: (error) => setFeedback({ severity: 'error', text: userMessageOf(error) ?? MESSAGES.internalError }),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {M.catalogue}
        </Typography>
        <Button variant="contained" onClick={() => (setFeedback(null), setEditing('new'))}>
          {M.newKey}
        </Button>
      </Stack>
      {feedback && (
        <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      {keys.isPending && <CenteredSpinner label={M.loading} minHeight={160} />}
      {keys.isError && <RetryAlert onRetry={() => void keys.refetch()}>{M.loadFailed}</RetryAlert>}
      {keys.isSuccess && rows.length === 0 && <ListEmpty>{M.catalogueEmpty}</ListEmpty>}
      {rows.length > 0 && (
        <Box component="ul" aria-label={M.catalogue} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((k) => (
            <Box
              component="li"
              key={k.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700, color: k.ativa ? 'text.primary' : 'text.secondary' }}>
                  {keyLabel(k)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[k.local, k.unidade, k.portador && fill(M.heldBy, { nome: k.portador.nome })]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={STATUS_COLOUR[k.status]}
                label={M.status[k.status]}
                variant={k.ativa ? 'filled' : 'outlined'}
              />
              <Button size="small" onClick={() => onHistory(k)} aria-label={fill(M.historyOf, { chave: k.nome })}>
                {M.history}
              </Button>
              {k.ativa && (
                <>
                  <Button
                    size="small"
                    onClick={() => (setFeedback(null), setEditing(k))}
                    aria-label={`${M.editKey} ${k.nome}`}
                  >
                    {M.edit}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => (setFeedback(null), setRetiring(k))}
                    aria-label={`${M.retire} ${k.nome}`}
                  >
                    {M.retire}
                  </Button>
                </>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
      </Box>
      <KeyFormDialog
        editing={editing}
        onClose={(message) => {
          setEditing(null);
          if (message) setFeedback({ severity: 'success', text: message });
        }}
      />
      <AppDialog
        open={retiring !== null}
        title={M.retire}
        confirmLabel={M.retire}
        isDestructive
        onConfirm={handleRetire}
        onCancel={() => setRetiring(null)}
      >
        {retiring && fill(M.retireConfirm, { chave: retiring.nome })}
      </AppDialog>
    </Stack>
  );
};
