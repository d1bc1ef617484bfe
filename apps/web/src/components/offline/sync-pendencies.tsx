import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES as M } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { reloadWrites, removeWrite, saveWrite, syncNow, useOfflineState } from '../../lib/offline/offline-store';
import type { QueuedWrite } from '../../lib/offline/write-queue';
import { AppDialog } from '../ui/dialogs/app-dialog';

type SyncPendenciesProps = { open: boolean; onClose: () => void };

type CorrectableField = keyof typeof M.fields;
const TEXT_FIELDS = Object.keys(M.fields) as CorrectableField[];

/**
 * The typed text of a refused write that can be corrected here before it is sent again: each field of the body named
 * in M.fields that holds text or nothing (an optional text left empty), in M.fields' order.
 */
export const correctableFields = (write: QueuedWrite): [CorrectableField, string][] => {
  const body = write.request.body;
  if (!body || typeof body !== 'object') return [];
  const values = body as Record<string, unknown>;
  return TEXT_FIELDS.flatMap((name): [CorrectableField, string][] => {
    if (!(name in values)) return [];
    const value = values[name];
    if (value === null) return [[name, '']];
    return typeof value === 'string' ? [[name, value]] : [];
  });
};

/** The body with the corrected text; an emptied field that was optional (null) goes back as null. */
export const correctedBody = (write: QueuedWrite, fixed: Partial<Record<CorrectableField, string>>): unknown => {
  const body = write.request.body;
  if (!body || typeof body !== 'object') return body;
  const values = { ...(body as Record<string, unknown>) };
  for (const [name, text] of Object.entries(fixed) as [CorrectableField, string][]) {
    const trimmed = text.trim();
    values[name] = trimmed === '' && values[name] === null ? null : trimmed;
  }
  return values;
};

const Pendency = ({ write, onDiscard }: { write: QueuedWrite; onDiscard: (write: QueuedWrite) => void }) => {
  const titleId = useId();
  const fields = correctableFields(write);
  const [fixed, setFixed] = useState<Partial<Record<CorrectableField, string>>>(() => Object.fromEntries(fields));
  const handleResend = async () => {
    const body = correctedBody(write, fixed);
    await saveWrite({ ...write, status: 'pending', reason: undefined, request: { ...write.request, body } });
    await reloadWrites();
    await syncNow();
  };
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
        {write.label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fill(M.happenedAt, { quando: fastDataHora(new Date(write.momento)) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600, mt: 0.5 }}>
        {fill(M.reason, { motivo: write.reason ?? '' })}
      </Typography>
      {fields.map(([name]) => (
        <TextField
          key={name}
          label={M.fields[name]}
          value={fixed[name] ?? ''}
          onChange={(event) => setFixed((current) => ({ ...current, [name]: event.target.value }))}
          size="small"
          fullWidth
          multiline={name === 'texto' || name === 'descricao'}
          sx={{ mt: 1.5 }}
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={() => void handleResend()} sx={{ minHeight: 44 }}>
          {M.resend}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onDiscard(write)} sx={{ minHeight: 44 }}>
          {M.discard}
        </Button>
      </Stack>
    </Box>
  );
};

/** Issue 35 item 4: the records the server did not accept, each with its reason; fix and resend, or discard. */
export const SyncPendencies = ({ open, onClose }: SyncPendenciesProps) => {
  const titleId = useId();
  const { writes } = useOfflineState();
  const refused = writes.filter((w) => w.status === 'refused');
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);
  const handleDiscard = async () => {
    if (!discarding) return;
    await removeWrite(discarding.key);
    setDiscarding(null);
    await reloadWrites();
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {M.pendenciesTitle}
        </DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>{refused.length > 0 ? M.pendenciesIntro : M.pendenciesEmpty}</Typography>
          {refused.length > 0 && (
            <Stack component="ul" spacing={1.5} aria-label={M.pendenciesTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {refused.map((write) => (
                <Pendency key={write.key} write={write} onDiscard={setDiscarding} />
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            {MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
      <AppDialog
        open={discarding !== null}
        title={M.discard}
        confirmLabel={M.discard}
        isDestructive
        onConfirm={() => void handleDiscard()}
        onCancel={() => setDiscarding(null)}
      >
        <Typography>{M.discardConfirm}</Typography>
      </AppDialog>
    </>
  );
};
