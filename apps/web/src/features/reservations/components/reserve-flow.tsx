import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { MESSAGES } from '@portaria/shared/messages';
import type { MoveRules } from '@portaria/shared/reservations/move.schemas';
import type { Area, ReservationResult, Slot } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';
import { toBrDay } from '@portaria/shared/reservations/reservation-dates';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { BlockUnitWizard, useBlockUnitFlow } from '../../../components/ui/wizard/block-unit-wizard';
import { FeedbackDialog } from '../../../components/ui/dialogs/feedback-dialog';
import { LoadingOverlay } from '../../../components/ui/status/loading-overlay';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { ResultPanel } from '../../../components/ui/dialogs/result-panel';
import { userMessageOf } from '../../../lib/api-client';
import { useScheduleMove } from '../api/moves-api';
import { useReserve, type RefusedSlot } from '../api/reservations-api';
import { moveTime, reservationTime, unitText } from '../utils/reservation-text';
import { AreaStep, MOVE_CHOICE, type AreaChoice } from './area-step';
import { AreasGate } from './areas-gate';
import { DateStep } from './date-step';
import { MoveDateStep } from './move-date-step';
import { ReservationNotice } from './reservation-notice';

type ReserveFlowProps = { onExit: () => void; onClose: () => void };

/** Block (skipped with one block), unit, area (or 'Mudança'), then day and slots; ends on the success screen. */
export const ReserveFlow = (props: ReserveFlowProps) => (
  <CondominiumGate errorMessage={M.areasFailed}>
    {(condominium) => (
      <AreasGate>
        {({ areas, rules }) => <ReserveSteps condominium={condominium} areas={areas} rules={rules} {...props} />}
      </AreasGate>
    )}
  </CondominiumGate>
);

type Done =
  | { kind: 'reservation'; results: ReservationResult[]; refused: RefusedSlot[] }
  | { kind: 'move'; day: string; time: string; unit: string; notificados: number };

const ReserveSteps = ({
  condominium,
  areas,
  rules,
  onExit,
  onClose,
}: ReserveFlowProps & { condominium: Condominium; areas: Area[]; rules: MoveRules | null }) => {
  const [choice, setChoice] = useState<AreaChoice | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // Kept with the open flow: the desk's quick actions (issue 32) and a refresh open it on the unit's areas.
  const flow = useBlockUnitFlow(condominium, 2, () => setChoice(null), { as: 'reserve', lastOwnStep: 0 });
  const reserve = useReserve();
  const schedule = useScheduleMove();
  const { block, unit, wizard } = flow;
  const area = areas.find((a) => a.id === choice) ?? null;

  const handleReserve = (day: string, slots: Slot[]) => {
    if (!area || !unit) return;
    const bodies = slots.map((slot) => ({
      idArea: area.id,
      idUnidade: unit.idUnidade,
      dataInicioReserva: `${day}T${slot.de}:00`,
      dataFimReserva: `${day}T${slot.ate}:00`,
      tipoReserva: 'R' as const,
      observacao: null,
      dataInclusao: new Date().toISOString().slice(0, 19),
      origemReserva: 'PORTARIA',
    }));
    reserve.mutate(bodies, { onSuccess: ({ results, refused }) => setDone({ kind: 'reservation', results, refused }) });
  };
  const handleMove = (day: string) => {
    if (!unit) return;
    schedule.mutate(
      { unidade: unit.idUnidade, dataAgendada: day, status: 'PENDENTE' },
      {
        onSuccess: (move) =>
          setDone({
            kind: 'move',
            day,
            time: moveTime(move),
            unit: unitText(move.unidade),
            notificados: move.notificados,
          }),
      },
    );
  };
  const handleNew = () => {
    setDone(null);
    reserve.reset();
    schedule.reset();
    wizard.reset();
  };

  if (done?.kind === 'move') {
    return (
      <ResultPanel
        variant="success"
        title={M.moveScheduled}
        description={`${done.unit} — ${toBrDay(done.day)} ${done.time}`}
        actions={[{ label: M.okMove, onClick: onExit }]}
      >
        {done.notificados > 0 && <Typography>{M.residentsNotified}</Typography>}
      </ResultPanel>
    );
  }
  if (done?.kind === 'reservation') {
    const [first] = done.results;
    return (
      <ResultPanel
        variant="success"
        title={M.reserved}
        description={
          first &&
          `${first.nomeArea} — ${first.unidade ? unitText(first.unidade) : ''} — ${toBrDay(first.dataInicioReserva.slice(0, 10))}: ${done.results.map(reservationTime).join(', ')}`
        }
        actions={[
          { label: MESSAGES.close, onClick: onClose, variant: 'outlined' },
          { label: M.newReservation, onClick: handleNew },
        ]}
      >
        {done.refused.map(({ body, error }) => (
          <Typography key={body.dataInicioReserva} color="error" role="alert">
            {fill(M.slotNotReserved, {
              horario: reservationTime(body),
              motivo: userMessageOf(error) ?? M.reserveFailed,
            })}
          </Typography>
        ))}
        {first?.valorCobranca ? <Typography color="warning.dark">{M.feeWarning}</Typography> : null}
        {first && first.notificados > 0 && <ReservationNotice id={first.id} />}
      </ResultPanel>
    );
  }

  const areaStep = {
    id: 'area',
    label: M.area,
    content: (
      <AreaStep
        title={M.selectArea}
        areas={areas}
        value={choice}
        onChange={setChoice}
        hasMove={rules?.ativo === true}
      />
    ),
  };
  const dateStep = {
    id: 'data',
    label: M.date,
    hasOwnActions: true,
    content:
      unit && choice === MOVE_CHOICE && rules ? (
        <MoveDateStep rules={rules} isSubmitting={schedule.isPending} onBack={wizard.back} onSchedule={handleMove} />
      ) : unit && area ? (
        <DateStep
          key={area.id}
          area={area}
          reference={condominium.referencia}
          unitId={unit.idUnidade}
          isSubmitting={reserve.isPending}
          onBack={wizard.back}
          onReserve={handleReserve}
        />
      ) : null,
  };
  const isAreaStep = wizard.activeStep === flow.ownStepIndex(0);
  return (
    <>
      {block && unit && wizard.activeStep >= flow.ownStepIndex(0) && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {M.unit}: <strong>{unitText({ nmBloco: block.nome, nome: unit.nome })}</strong>
        </Typography>
      )}
      <BlockUnitWizard
        flow={flow}
        steps={[areaStep, dateStep]}
        onExit={onExit}
        isNextDisabled={isAreaStep ? choice === null : undefined}
      />
      <LoadingOverlay open={reserve.isPending || schedule.isPending} />
      <MutationFeedback title={M.reserveFailed} error={reserve.error} onClose={() => reserve.reset()} />
      <FeedbackDialog
        open={schedule.isError}
        severity="error"
        title={userMessageOf(schedule.error) ?? M.moveFailed}
        onClose={() => schedule.reset()}
        autoCloseMs={0}
      />
    </>
  );
};
