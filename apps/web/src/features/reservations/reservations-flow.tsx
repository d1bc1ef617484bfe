import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { useFlowView } from '../../components/flow/flow-scope';
import { FeedbackDialog } from '../../components/ui/dialogs/feedback-dialog';
import type { FlowProps } from '../../types/flow';
import { ReservationsMenu, type ReservationsMenuChoice } from './components/reservations-menu';
import { ReserveFlow } from './components/reserve-flow';
import { ScheduledFlow } from './components/scheduled-flow';

type View = 'menu' | ReservationsMenuChoice;

/**
 * The 'Reservas e Bloqueios' tile: reserve an area (or schedule a move) for a unit, list and cancel reservations
 * (and the day's moves), list and cancel blocks. Blocking an area is the syndic's: the desk sees the spec's
 * maintenance message.
 */
export const ReservationsFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6), and where the desk's quick actions start it.
  const [view, setView] = useFlowView<View>('menu');
  const [isMaintenance, setIsMaintenance] = useState(false);
  const toMenu = () => setView('menu');
  return (
    <DialogContent sx={{ pt: 1 }}>
      {view === 'menu' && <ReservationsMenu onSelect={setView} />}
      {view === 'reserve' && <ReserveFlow onExit={toMenu} onClose={onClose} />}
      {view === 'scheduled' && (
        <ScheduledFlow key="RESERVA" kind="RESERVA" onExit={toMenu} onAdd={() => setView('reserve')} />
      )}
      {view === 'blocked' && (
        <ScheduledFlow key="BLOQUEIO" kind="BLOQUEIO" onExit={toMenu} onAdd={() => setIsMaintenance(true)} />
      )}
      <FeedbackDialog
        open={isMaintenance}
        severity="info"
        title={M.blockedOption}
        message={M.blockMaintenance}
        onClose={() => setIsMaintenance(false)}
        autoCloseMs={0}
        actions={[{ label: M.ok, onClick: () => setIsMaintenance(false) }]}
      />
    </DialogContent>
  );
};
