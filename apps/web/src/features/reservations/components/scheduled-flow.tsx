import { useState } from 'react';
import type { Reservation } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { toIsoDay } from '../../../components/ui/calendar/calendar-dates';
import { useWizard, Wizard } from '../../../components/ui/wizard/wizard';
import type { MonthFilter } from '../api/reservations-api';
import { AreaStep, MOVE_CHOICE, type AreaChoice } from './area-step';
import { AreasGate } from './areas-gate';
import { BookingList } from './booking-list';
import { CancelReservationDialog } from './cancel-dialogs';
import { MovesScreen } from './moves-screen';
import { currentYearMonth, YearMonthStep, type YearMonth } from './year-month-step';

type ScheduledFlowProps = { kind: 'RESERVA' | 'BLOQUEIO'; onExit: () => void; onAdd: () => void };

/** 'Reservas agendadas' / 'Áreas bloqueadas': area, year and month, then the list with 'Cancelar'. */
export const ScheduledFlow = (props: ScheduledFlowProps) => (
  <AreasGate>
    {({ areas, rules, reference, idCondo }) => (
      <ScheduledSteps
        {...props}
        areas={areas}
        hasMove={props.kind === 'RESERVA' && rules?.ativo === true}
        reference={reference}
        idCondo={idCondo}
      />
    )}
  </AreasGate>
);

type StepsProps = ScheduledFlowProps & {
  areas: Parameters<typeof AreaStep>[0]['areas'];
  hasMove: boolean;
  reference: number;
  idCondo: number;
};

const ScheduledSteps = ({ kind, onExit, onAdd, areas, hasMove, reference, idCondo }: StepsProps) => {
  const [choice, setChoice] = useState<AreaChoice | null>(null);
  const [period, setPeriod] = useState<YearMonth>(currentYearMonth);
  const [toCancel, setToCancel] = useState<Reservation | null>(null);
  const [isMoves, setIsMoves] = useState(false);
  const wizard = useWizard(3);
  if (isMoves) return <MovesScreen idCondo={idCondo} onBack={() => setIsMoves(false)} />;

  const filter: MonthFilter | null =
    typeof choice === 'number'
      ? {
          reference,
          idArea: choice,
          tipo: kind,
          first: toIsoDay(new Date(period.year, period.month, 1)),
          last: toIsoDay(new Date(period.year, period.month + 1, 0)),
        }
      : null;
  const steps = [
    {
      id: 'area',
      label: M.area,
      content: (
        <AreaStep
          title={kind === 'BLOQUEIO' ? M.selectAreaForBlock : M.selectArea}
          areas={areas}
          value={choice}
          onChange={setChoice}
          hasMove={hasMove}
        />
      ),
    },
    {
      id: 'periodo',
      label: M.month,
      content: (
        <YearMonthStep
          value={period}
          onChange={setPeriod}
          filter={typeof choice === 'number' ? { idArea: choice, tipo: kind } : null}
        />
      ),
    },
    {
      id: 'lista',
      label: kind === 'BLOQUEIO' ? M.blockedOption : M.scheduledOption,
      content: filter && <BookingList filter={filter} onCancel={setToCancel} onAdd={onAdd} />,
    },
  ];
  const handleNext = () => (choice === MOVE_CHOICE ? setIsMoves(true) : wizard.next());
  return (
    <>
      <Wizard
        steps={steps}
        activeStep={wizard.activeStep}
        onBack={wizard.back}
        onExit={onExit}
        onNext={wizard.activeStep < 2 ? handleNext : undefined}
        isNextDisabled={choice === null}
      />
      <CancelReservationDialog reservation={toCancel} onClose={() => setToCancel(null)} />
    </>
  );
};
