import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { NoticeStatus } from '../../../components/ui/status/notice-status';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useReservationMarks } from '../api/get-reservation-notices';
import { useReservations, type MonthFilter } from '../api/reservations-api';
import { reservationDay, reservationTime, unitText } from '../utils/reservation-text';

/** A reservation or block that has already ended cannot be cancelled (the server refuses it too). */
const isOver = (r: Reservation) => r.dataFimReserva <= localNow();
const localNow = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
};

type BookingListProps = { filter: MonthFilter; onCancel: (r: Reservation) => void; onAdd: () => void };

/** The month's reservations (or blocks) of the area, a 'Cancelar' link each, the empty text and the 'Adicionar' link. */
export const BookingList = ({ filter, onCancel, onAdd }: BookingListProps) => {
  const list = useReservations(filter);
  const isBlock = filter.tipo === 'BLOQUEIO';
  // Each reservation's notice to the unit (blocks have none): sent, queued, or failed after its tries.
  const marks = useReservationMarks(isBlock || !list.data ? [] : list.data.map((r) => r.id));
  const markOf = (id: number) => marks.data?.data.find((m) => m.id === id);
  if (list.isPending) return <CenteredSpinner />;
  if (list.isError) return <RetryAlert onRetry={() => void list.refetch()}>{M.listFailed}</RetryAlert>;
  return (
    <Stack spacing={2}>
      {list.data.length === 0 ? (
        <Typography color="text.secondary">{isBlock ? M.noBlocks : M.noReservations}</Typography>
      ) : (
        <List
          aria-label={isBlock ? M.blockedOption : M.scheduledOption}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 0 }}
        >
          {list.data.map((r, index) => (
            <ListItem
              key={r.id}
              divider={index < list.data.length - 1}
              secondaryAction={
                isOver(r) ? undefined : (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onCancel(r)}
                    sx={{ fontWeight: 700, minHeight: 44 }}
                    aria-label={`${M.cancel} ${reservationDay(r)} ${isBlock ? '' : reservationTime(r)}`.trim()}
                  >
                    {M.cancel}
                  </Link>
                )
              }
            >
              <Stack sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={
                    isBlock
                      ? `${reservationDay(r)} — ${r.descricaoMotivo ?? ''}`
                      : `${reservationDay(r)} — ${reservationTime(r)}`
                  }
                  secondary={isBlock ? r.observacao : r.unidade ? unitText(r.unidade) : null}
                />
                {!isBlock && <NoticeStatus mark={markOf(r.id)} />}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Typography component="span" color="text.secondary">
          {isBlock ? M.blockMissing : M.reservationMissing}{' '}
        </Typography>
        <Link component="button" type="button" onClick={onAdd} sx={{ fontWeight: 700 }}>
          {M.add}
        </Link>
      </Box>
    </Stack>
  );
};
