import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { useUpdateUnit } from '../api/change-blocks';
import { ErrorAlert } from './error-alert';

export type EditedUnit = { idUnidade: number; nome: string; ativa: boolean };

/** Rename a unit, or take it out of the desk's lists (never deleted: its history stays). */
export const EditUnitDialog = ({ unit, onClose }: { unit: EditedUnit; onClose: () => void }) => {
  const [nome, setNome] = useState(unit.nome);
  const [ativa, setAtiva] = useState(unit.ativa);
  const update = useUpdateUnit();
  const trimmed = nome.trim();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-unit-title">
      <DialogTitle id="edit-unit-title">{M.editUnit}</DialogTitle>
      <DialogContent>
        <TextField
          label={M.unitName}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          fullWidth
          sx={{ mt: 1 }}
          error={trimmed === ''}
          helperText={trimmed === '' ? M.unitNameRequired : ' '}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <FormControlLabel
          control={<Switch checked={ativa} onChange={(event) => setAtiva(event.target.checked)} />}
          label={M.unitActive}
        />
        <ErrorAlert error={update.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={update.isPending || trimmed === ''}
          onClick={() => update.mutate({ idUnidade: unit.idUnidade, nome: trimmed, ativa }, { onSuccess: onClose })}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
