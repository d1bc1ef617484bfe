import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Area, Slot } from '@portaria/shared/reservations/reservation.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { FormActions } from '../../../components/form/form-actions';
import { addDays, startOfMonth, toIsoDay } from '../../../components/ui/calendar/calendar-dates';
import { MonthCalendar } from '../../../components/ui/calendar/month-calendar';
import { useBlockedDays, useFreeSlots } from '../api/get-calendar';
import { DayBookings } from './day-bookings';
import { SlotPicker, toggleSlot } from './slot-picker';

type DateStepProps = {
  area: Area;
  /** The condominium's reference, for the day's bookings. */
  reference: number;
  unitId: number;
  isSubmitting: boolean;
  onBack: () => void;
  onReserve: (day: string, slots: Slot[]) => void;
};

export const monthBounds = (month: Date) => ({
  first: toIsoDay(month),
  last: toIsoDay(new Date(month.getFullYear(), month.getMonth() + 1, 0)),
});

/** Weekdays (0 Sunday … 6 Saturday) the area does not open; `diasSemana` counts 1 Sunday … 7 Saturday. */
const closedWeekdays = (area: Area) => [0, 1, 2, 3, 4, 5, 6].filter((d) => !area.diasSemana.includes(d + 1));

/** 'Selecione data e horário:' — the month (Livre / Bloqueado / Indisponíveis) and the day's free slots. */
export const DateStep = ({ area, reference, unitId, isSubmitting, onBack, onReserve }: DateStepProps) => {
  const [day, setDay] = useState<Date | null>(null);
  const [month, setMonth] = useState(() => startOfMonth(addDays(new Date(), area.qtMinDiasDisponivelReserva)));
  const [chosen, setChosen] = useState<Slot[]>([]);
  const blocked = useBlockedDays(area.id, monthBounds(month));
  const isoDay = day ? toIsoDay(day) : null;
  const slots = useFreeSlots(area.id, unitId, isoDay);
  const handleDay = (date: Date) => {
    setDay(date);
    setChosen([]);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isoDay && chosen.length > 0) onReserve(isoDay, chosen);
  };
  return (
    <Stack component="form" spacing={3} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {M.selectDate}
      </Typography>
      {area.flagAreaPaga === 1 && <Alert severity="warning">{M.feeWarning}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <MonthCalendar
          value={day}
          onChange={handleDay}
          blockedDays={(date) => blocked.data?.has(toIsoDay(date)) ?? false}
          minOffsetDays={area.qtMinDiasDisponivelReserva}
          maxOffsetDays={area.qtDiasDisponivelReserva}
          disabledWeekdays={closedWeekdays(area)}
          onMonthChange={setMonth}
          showLegend
        />
        <Stack sx={{ flex: 1, minWidth: 240 }} spacing={3}>
          <SlotPicker
            hasDay={day !== null}
            slots={slots.data}
            isLoading={slots.isFetching && !slots.data}
            chosen={chosen}
            onToggle={(slot) => setChosen((current) => toggleSlot(current, slot))}
          />
          {isoDay && <DayBookings reference={reference} idArea={area.id} day={isoDay} />}
        </Stack>
      </Stack>
      <FormActions
        onBack={onBack}
        submitLabel={M.reserve}
        isSubmitDisabled={chosen.length === 0 || isSubmitting}
        isSubmitting={isSubmitting}
      />
    </Stack>
  );
};
