import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { useReservations } from '../api/reservations-api';
import { reservationTime, unitText } from '../utils/reservation-text';

type DayBookingsProps = { reference: number; idArea: number; day: string };

/** The spec's "view the day's bookings" (§2.9): who holds which slot of the area on the chosen day. */
export const DayBookings = ({ reference, idArea, day }: DayBookingsProps) => {
  const list = useReservations({ reference, idArea, tipo: 'RESERVA', first: day, last: day });
  return (
    <Stack component="section" aria-labelledby="reservas-do-dia" spacing={1}>
      <Typography id="reservas-do-dia" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {M.dayBookings}
      </Typography>
      {list.isPending && <CircularProgress size={24} aria-label={M.dayBookings} />}
      {list.isError && <Typography color="error">{M.listFailed}</Typography>}
      {list.data?.length === 0 && <Typography color="text.secondary">{M.noDayBookings}</Typography>}
      {list.data && list.data.length > 0 && (
        <List dense aria-label={M.dayBookings} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 0 }}>
          {list.data.map((r, index) => (
            <ListItem key={r.id} divider={index < list.data.length - 1}>
              <ListItemText primary={reservationTime(r)} secondary={r.unidade ? unitText(r.unidade) : null} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};
