import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNote from '@mui/icons-material/EventNote';
import EventBusy from '@mui/icons-material/EventBusy';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { FlowMenu } from '../../../components/flow/flow-menu';

export type ReservationsMenuChoice = 'reserve' | 'scheduled' | 'blocked';

const OPTIONS = [
  { id: 'reserve', label: M.reserveOption, icon: <EventAvailable color="primary" fontSize="large" aria-hidden /> },
  { id: 'scheduled', label: M.scheduledOption, icon: <EventNote color="primary" fontSize="large" aria-hidden /> },
  { id: 'blocked', label: M.blockedOption, icon: <EventBusy color="primary" fontSize="large" aria-hidden /> },
] as const;

/** 'O que deseja fazer?': Reservar, Reservas agendadas, Áreas bloqueadas. */
export const ReservationsMenu = ({ onSelect }: { onSelect: (choice: ReservationsMenuChoice) => void }) => (
  <FlowMenu title={M.whatToDo} options={OPTIONS} onSelect={onSelect} />
);
