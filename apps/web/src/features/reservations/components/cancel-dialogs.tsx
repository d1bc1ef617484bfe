import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import type { Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { MONTHS_SHORT, RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { useCancelReservation } from '../api/reservations-api';
import { reservationDay, reservationTime, unitText } from '../utils/reservation-text';

const rowsOf = (r: Reservation) =>
  r.tipoReserva === 'B'
    ? ([
        [M.reason, r.descricaoMotivo ?? '—'],
        [M.year, r.dataInicioReserva.slice(0, 4)],
        [M.month, MONTHS_SHORT[Number(r.dataInicioReserva.slice(5, 7)) - 1] ?? ''],
        [M.day, r.dataInicioReserva.slice(8, 10)],
      ] as const)
    : ([
        [M.area, r.nomeArea],
        [M.date, reservationDay(r)],
        [M.time, reservationTime(r)],
        [M.unit, r.unidade ? unitText(r.unidade) : '—'],
      ] as const);

/** 'Cancelar Reserva' / 'Cancelar Bloqueio' with every field and warning, then 'Reserva cancelada' / 'Bloqueio Cancelado'. */
export const CancelReservationDialog = ({
  reservation,
  onClose,
}: {
  reservation: Reservation | null;
  onClose: () => void;
}) => {
  const cancel = useCancelReservation();
  const [notified, setNotified] = useState<number | null>(null);
  const isBlock = reservation?.tipoReserva === 'B';
  const handleFinish = () => {
    setNotified(null);
    cancel.reset();
    onClose();
  };
  return (
    <>
      <AppDialog
        open={reservation !== null && notified === null && !cancel.isError}
        title={isBlock ? M.cancelBlockTitle : M.cancelReservationTitle}
        onCancel={onClose}
        cancelLabel={M.back}
        onConfirm={() => reservation && cancel.mutate(reservation.id, { onSuccess: (r) => setNotified(r.notificados) })}
        confirmLabel={isBlock ? M.confirmCancelBlock : M.confirmCancelReservation}
        isConfirmDisabled={cancel.isPending}
      >
        {reservation && (
          <Stack spacing={2}>
            {!isBlock && <Typography>{M.cancelReservationQuestion}</Typography>}
            <DetailList rows={rowsOf(reservation)} />
            {!isBlock && <Alert severity="warning">{M.warnResident}</Alert>}
          </Stack>
        )}
      </AppDialog>
      <LoadingOverlay open={cancel.isPending} />
      <FeedbackDialog
        open={notified !== null}
        severity="success"
        title={isBlock ? M.blockCancelled : M.reservationCancelled}
        message={!isBlock && notified ? M.residentsNotified : undefined}
        onClose={handleFinish}
        autoCloseMs={0}
        actions={[{ label: MESSAGES.ok, onClick: handleFinish }]}
      />
      <MutationFeedback title={M.cancelFailed} error={cancel.error} onClose={handleFinish} />
    </>
  );
};
