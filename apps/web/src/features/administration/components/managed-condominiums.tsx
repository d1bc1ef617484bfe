import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import type { CondominiumSettings } from '@portaria/shared/administration/administration.schemas';
import { useManagedCondominiums } from '../api/get-managed-condominiums';
import { NewCondominiumDialog } from './new-condominium-dialog';

/** The administrator's condominiums, active or not, and the button that creates another. */
export const ManagedCondominiums = () => {
  const managed = useManagedCondominiums(true);
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CondominiumSettings | null>(null);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="managed-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="managed-title" component="h3" variant="h6">
          {M.managedTitle}
        </Typography>
        <Button startIcon={<Add />} variant="outlined" onClick={() => setIsCreating(true)}>
          {M.newCondominium}
        </Button>
      </Stack>
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          {M.createdHint(created.referencia, created.nome)}
        </Alert>
      )}
      <Table size="small" aria-labelledby="managed-title">
        <TableHead>
          <TableRow>
            <TableCell>{M.columnReference}</TableCell>
            <TableCell>{M.columnName}</TableCell>
            <TableCell>{M.columnStatus}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(managed.data?.data ?? []).map((condo) => (
            <TableRow key={condo.idCondo}>
              <TableCell>{condo.referencia}</TableCell>
              <TableCell>{condo.nome}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={condo.ativo ? M.statusActive : M.statusInactive}
                  color={condo.ativo ? 'success' : 'default'}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NewCondominiumDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(condo) => {
          setIsCreating(false);
          setCreated(condo);
        }}
      />
    </Stack>
  );
};
