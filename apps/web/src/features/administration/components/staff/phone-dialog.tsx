import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import type { StaffMember } from '@portaria/shared/administration/staff.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { MaskedField } from '../../../../components/form/masked-field';
import { useChangeStaffPhone } from '../../api/change-staff';
import { ErrorAlert } from '../error-alert';

/** The phone on file: where the password SMS and the codes go. */
export const PhoneDialog = ({ member, onClose }: { member: StaffMember; onClose: () => void }) => {
  const [telefone, setTelefone] = useState('');
  const change = useChangeStaffPhone();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="phone-title">
      <DialogTitle id="phone-title">
        {M.changePhone}: {member.nome}
      </DialogTitle>
      <DialogContent>
        <MaskedField
          mask="phone"
          label={M.phone}
          value={telefone}
          onChange={(event) => setTelefone(event.target.value)}
          fullWidth
          sx={{ mt: 1 }}
          helperText={member.telefone ?? ' '}
        />
        <ErrorAlert error={change.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={change.isPending || telefone.replace(/\D/g, '').length < 10}
          onClick={() => change.mutate({ idUsuario: member.idUsuario, telefone }, { onSuccess: onClose })}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
