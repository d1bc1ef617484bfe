import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Move } from '@portaria/shared/reservations/move.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { fill } from '@portaria/shared/text';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { toIsoDay } from '../../../components/ui/calendar/calendar-dates';
import { CenteredSpinner } from '../../../components/ui/status/centered-spinner';
import { DayNavigator } from '../../../components/ui/calendar/day-navigator';
import { DetailList } from '../../../components/ui/controls/detail-list';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { useCancelMove, useDayMoves } from '../api/moves-api';
import { moveTime, unitText } from '../utils/reservation-text';

/** 'MUDANÇA': a day picker and that day's moves (RECUSADO hidden), each with Cancelar; the list reloads after one. */
export const MovesScreen = ({ idCondo, onBack }: { idCondo: number; onBack: () => void }) => {
  const [day, setDay] = useState(() => new Date());
  const [toCancel, setToCancel] = useState<Move | null>(null);
  const [isDone, setIsDone] = useState(false);
  const moves = useDayMoves(idCondo, toIsoDay(day));
  const cancel = useCancelMove();
  const handleFinish = () => {
    setIsDone(false);
    setToCancel(null);
    cancel.reset();
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {M.movesTitle}
      </Typography>
      <DayNavigator value={day} onChange={setDay} />
      {moves.isPending && <CenteredSpinner />}
      {moves.isError && <RetryAlert onRetry={() => void moves.refetch()}>{M.movesFailed}</RetryAlert>}
      {moves.data?.length === 0 && <Typography color="text.secondary">{M.noMoves}</Typography>}
      {moves.data && moves.data.length > 0 && (
        <List aria-label={M.movesTitle} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 0 }}>
          {moves.data.map((move, index) => (
            <ListItem
              key={move.id_mudanca}
              divider={index < moves.data.length - 1}
              secondaryAction={
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => setToCancel(move)}
                  aria-label={`${M.cancel} ${fill(M.moveOfUnit, { unit: unitText(move.unidade) })}`}
                  sx={{ minHeight: 44 }}
                >
                  {M.cancel}
                </Button>
              }
            >
              <ListItemText primary={fill(M.moveOfUnit, { unit: unitText(move.unidade) })} secondary={moveTime(move)} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row">
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {M.back}
        </Button>
      </Stack>
      <AppDialog
        open={toCancel !== null && !isDone && !cancel.isError}
        title={M.cancelMoveQuestion}
        onCancel={() => setToCancel(null)}
        cancelLabel={M.back}
        onConfirm={() => toCancel && cancel.mutate(toCancel.id_mudanca, { onSuccess: () => setIsDone(true) })}
        confirmLabel={M.confirmCancelMove}
        isConfirmDisabled={cancel.isPending}
      >
        {toCancel && (
          <Stack spacing={2}>
            <DetailList
              rows={[
                [M.date, toBrDay(toCancel.dataAgendada.slice(0, 10))],
                [M.time, moveTime(toCancel)],
                [M.unit, unitText(toCancel.unidade)],
              ]}
            />
            <Alert severity="warning">{M.warnResident}</Alert>
          </Stack>
        )}
      </AppDialog>
      <LoadingOverlay open={cancel.isPending} />
      <FeedbackDialog
        open={isDone}
        severity="success"
        title={M.moveCancelled}
        onClose={handleFinish}
        autoCloseMs={0}
        actions={[{ label: M.okMove, onClick: handleFinish }]}
      />
      <FeedbackDialog
        open={cancel.isError}
        severity="error"
        title={M.moveCancelFailed}
        onClose={handleFinish}
        autoCloseMs={0}
      />
    </Stack>
  );
};
