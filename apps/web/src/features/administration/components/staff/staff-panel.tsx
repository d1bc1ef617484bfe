import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import type { StaffMember } from '@portaria/shared/administration/staff.schemas';
import { canAssign, highestRole, STAFF_ROLES } from '@portaria/shared/administration/staff.rules';
import type { RoleName } from '@portaria/shared/administration/roles';
import { MESSAGES } from '@portaria/shared/messages';
import { AppDialog } from '../../../../components/ui/dialogs/app-dialog';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useSession } from '../../../../lib/session';
import { useChangeStaffRole, useSetStaffActive } from '../../api/change-staff';
import { useStaff } from '../../api/get-staff';
import { ErrorAlert } from '../error-alert';
import { AddStaffForm } from './add-staff-form';
import { PermissionsDialog } from './permissions-dialog';
import { PhoneDialog } from './phone-dialog';

type Editing = { kind: 'permissions' | 'phone' | 'deactivate'; member: StaffMember } | null;

/** The condominium's staff (issue 31 item 5): add by CPF, change role, grants, phone; deactivate and reactivate. */
export const StaffPanel = ({ idCondo }: { idCondo: number }) => {
  const session = useSession();
  const staff = useStaff(idCondo);
  const changeRole = useChangeStaffRole();
  const setActive = useSetStaffActive();
  const [editing, setEditing] = useState<Editing>(null);
  if (staff.isPending) return <CenteredSpinner />;
  if (staff.isError) return <RetryAlert onRetry={() => void staff.refetch()}>{MESSAGES.internalError}</RetryAlert>;
  const members = staff.data.data;
  const me = members.find((m) => m.voce);
  const myRole = highestRole(me?.cargo ? [me.cargo] : []);
  const assignable = STAFF_ROLES.filter((role) => canAssign(myRole, role));
  const mine = new Set([...session.permissions.rolePermissions, ...session.permissions.customPermissions]);
  const canTouch = (member: StaffMember) =>
    member !== me && member.cargo !== null && canAssign(myRole, member.cargo as RoleName);
  return (
    <Stack spacing={3}>
      <AddStaffForm roles={assignable} />
      <TableContainer>
        <Table size="small" aria-label={M.tab}>
          <TableHead>
            <TableRow>
              <TableCell>{M.name}</TableCell>
              <TableCell>{M.role}</TableCell>
              <TableCell>{M.status}</TableCell>
              <TableCell>{M.account}</TableCell>
              <TableCell>{M.phone}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {M.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.idUsuario}>
                <TableCell>
                  {member.nome} {member === me ? M.you : ''}
                </TableCell>
                <TableCell>
                  {canTouch(member) && member.ativo ? (
                    <TextField
                      select
                      size="small"
                      value={member.cargo ?? ''}
                      label={M.changeRole}
                      onChange={(event) =>
                        changeRole.mutate({ idUsuario: member.idUsuario, cargo: event.target.value as RoleName })
                      }
                      sx={{ minWidth: 150 }}
                    >
                      {assignable.map((role) => (
                        <MenuItem key={role} value={role}>
                          {M.roleLabels[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    member.cargo && M.roleLabels[member.cargo]
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={member.ativo ? 'success' : 'default'}
                    label={member.ativo ? M.active : M.inactive}
                  />
                </TableCell>
                <TableCell>{member.temSenha ? M.hasAccount : M.noAccount}</TableCell>
                <TableCell>{member.telefone ?? '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canTouch(member) && (
                    <>
                      <Button size="small" onClick={() => setEditing({ kind: 'permissions', member })}>
                        {M.permissions}
                      </Button>
                      <Button size="small" onClick={() => setEditing({ kind: 'phone', member })}>
                        {M.changePhone}
                      </Button>
                      {member.ativo ? (
                        <Button size="small" color="error" onClick={() => setEditing({ kind: 'deactivate', member })}>
                          {M.deactivate}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          onClick={() => setActive.mutate({ idUsuario: member.idUsuario, isActive: true })}
                        >
                          {M.reactivate}
                        </Button>
                      )}
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ErrorAlert error={changeRole.error ?? setActive.error} />
      {editing?.kind === 'permissions' && (
        <PermissionsDialog member={editing.member} mine={mine} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'phone' && <PhoneDialog member={editing.member} onClose={() => setEditing(null)} />}
      <AppDialog
        open={editing?.kind === 'deactivate'}
        title={M.deactivate}
        confirmLabel={M.deactivate}
        isDestructive
        onCancel={() => setEditing(null)}
        onConfirm={() => {
          if (editing) setActive.mutate({ idUsuario: editing.member.idUsuario, isActive: false });
          setEditing(null);
        }}
      >
        {editing ? M.deactivateConfirm(editing.member.nome) : ''}
      </AppDialog>
    </Stack>
  );
};
