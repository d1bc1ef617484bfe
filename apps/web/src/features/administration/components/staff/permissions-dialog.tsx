import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { PERMISSION_LABELS } from '@portaria/shared/administration/permission-labels';
import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import type { StaffMember } from '@portaria/shared/administration/staff.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { useSetStaffPermissions } from '../../api/change-staff';
import { ErrorAlert } from '../error-alert';

/** The person's effective permissions: (role ∪ extras) − revoked. */
export const effectiveOf = (member: StaffMember) =>
  new Set(
    [...member.permissoesDoCargo, ...member.permissoesExtras].filter((p) => !member.permissoesRevogadas.includes(p)),
  );

type Props = { member: StaffMember; mine: ReadonlySet<string>; onClose: () => void };

/** One checkbox per permission, described in pt-BR; only what the actor holds can be given. */
export const PermissionsDialog = ({ member, mine, onClose }: Props) => {
  const [checked, setChecked] = useState(() => effectiveOf(member));
  const save = useSetStaffPermissions();
  const toggle = (permission: string) => {
    const next = new Set(checked);
    if (next.has(permission)) next.delete(permission);
    else next.add(permission);
    setChecked(next);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="permissions-title">
      <DialogTitle id="permissions-title">{M.permissionsTitle(member.nome)}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {Object.values(PERMISSIONS).map((permission) => {
            const isChecked = checked.has(permission);
            const fromRole = member.permissoesDoCargo.includes(permission);
            return (
              <FormControlLabel
                key={permission}
                control={<Checkbox checked={isChecked} onChange={() => toggle(permission)} />}
                disabled={!isChecked && !mine.has(permission)}
                label={
                  <Typography variant="body2">
                    {PERMISSION_LABELS[permission]}
                    {fromRole && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        ({M.fromRole})
                      </Typography>
                    )}
                  </Typography>
                }
              />
            );
          })}
        </FormGroup>
        <ErrorAlert error={save.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => save.mutate({ idUsuario: member.idUsuario, permissoes: [...checked] }, { onSuccess: onClose })}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
