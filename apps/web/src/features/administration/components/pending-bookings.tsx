import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { APPROVAL_MESSAGES as M } from '@portaria/shared/administration/booking-approvals.messages';
import type { PendingBooking } from '@portaria/shared/administration/booking-approvals.schemas';
import { formatBrl } from '@portaria/shared/common/money';
import { STAFF_MESSAGES } from '@portaria/shared/administration/staff.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { useDecideBooking, usePendingBookings } from '../api/booking-approvals';
import { ErrorAlert } from './error-alert';

const when = (b: PendingBooking) =>
  `${b.dataInicioReserva.slice(8, 10)}/${b.dataInicioReserva.slice(5, 7)}/${b.dataInicioReserva.slice(0, 4)} ` +
  `${b.dataInicioReserva.slice(11, 16)}–${b.dataFimReserva.slice(11, 16)}`;
const brl = (value: number | null) => (value === null ? '—' : formatBrl(value));

/** Bookings of areas that need approval: the syndic approves or refuses each; the unit hears the answer. */
export const PendingBookings = ({ idCondo }: { idCondo: number }) => {
  const pending = usePendingBookings(idCondo);
  const decide = useDecideBooking();
  const [refusing, setRefusing] = useState<PendingBooking | null>(null);
  const rows = pending.data?.data ?? [];
  return (
    <Card component="section" aria-labelledby="pending-bookings-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="pending-bookings-title" component="h3" variant="h6">
        {M.title}
      </Typography>
      {decide.data && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => decide.reset()}>
          {decide.data.message}
        </Alert>
      )}
      <ErrorAlert error={decide.error} />
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {M.empty}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="pending-bookings-title">
          <TableHead>
            <TableRow>
              <TableCell>{M.columnArea}</TableCell>
              <TableCell>{M.columnUnit}</TableCell>
              <TableCell>{M.columnWhen}</TableCell>
              <TableCell>{M.columnFee}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {STAFF_MESSAGES.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id}>
                <TableCell>{b.nomeArea}</TableCell>
                <TableCell>{b.nomeUnidade}</TableCell>
                <TableCell>{when(b)}</TableCell>
                <TableCell>{brl(b.valorCobranca)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ idReserva: b.id, isApproved: true })}
                  >
                    {M.approve}
                  </Button>{' '}
                  <Button size="small" color="error" disabled={decide.isPending} onClick={() => setRefusing(b)}>
                    {M.refuse}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AppDialog
        open={refusing !== null}
        title={M.refuse}
        confirmLabel={M.refuse}
        isDestructive
        onCancel={() => setRefusing(null)}
        onConfirm={() => {
          if (refusing) decide.mutate({ idReserva: refusing.id, isApproved: false });
          setRefusing(null);
        }}
      >
        {M.refuseConfirm}
      </AppDialog>
    </Card>
  );
};
