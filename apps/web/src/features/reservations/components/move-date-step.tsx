import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { daysBetween, todayIn } from '@portaria/shared/common/day';
import { moveDayRefusal, moveWindow } from '@portaria/shared/reservations/move-days';
import type { MoveRules } from '@portaria/shared/reservations/move.schemas';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { FormActions } from '../../../components/form/form-actions';
import type { DayStatus } from '../../../components/ui/calendar/calendar-day';
import { formatLongDate, fromIsoDay, startOfMonth, toIsoDay } from '../../../components/ui/calendar/calendar-dates';
import { MonthCalendar } from '../../../components/ui/calendar/month-calendar';
import { useTakenMoveDays } from '../api/get-taken-move-days';
import { monthBounds } from './date-step';

type MoveDateStepProps = {
  rules: MoveRules;
  isSubmitting: boolean;
  onBack: () => void;
  onSchedule: (day: string) => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const moveHoursOf = (rules: MoveRules, date: Date) =>
  date.getDay() === 0 || date.getDay() === 6
    ? `${rules.horaFdsInicio}-${rules.horaFdsFim}`
    : `${rules.horaSemanaInicio}-${rules.horaSemanaFim}`;

/**
 * The move's day (spec §9): the server's own rule (shared move-days.ts) decides each day on São Paulo's today —
 * weekdays of the mask, diasAntecedencia to 60 days ahead — and a day another move holds shows Bloqueado.
 */
export const MoveDateStep = ({ rules, isSubmitting, onBack, onSchedule }: MoveDateStepProps) => {
  const todayDay = todayIn(new Date());
  const window = moveWindow(rules, todayDay);
  const [day, setDay] = useState<Date | null>(null);
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDay(window.first)));
  const taken = useTakenMoveDays(monthBounds(month));
  const dayStatus = (date: Date): DayStatus => {
    const refusal = moveDayRefusal(rules, todayDay, toIsoDay(date), taken.data ?? new Set());
    return refusal === null ? 'free' : refusal === 'taken' ? 'blocked' : 'unavailable';
  };
  // A day chosen before its month's taken days arrived, and taken meanwhile, is no longer offered.
  const chosen = day && dayStatus(day) === 'free' ? day : null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSchedule(toIsoDay(chosen));
  };
  return (
    <Stack component="form" spacing={3} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {M.selectDate}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <MonthCalendar
          value={chosen}
          onChange={setDay}
          today={fromIsoDay(todayDay)}
          minOffsetDays={daysBetween(todayDay, window.first)}
          maxOffsetDays={daysBetween(todayDay, window.last)}
          dayStatus={dayStatus}
          onMonthChange={setMonth}
          showLegend
        />
        <Stack sx={{ flex: 1, minWidth: 240 }} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {M.availableSlots}
          </Typography>
          {chosen ? (
            <Typography>
              {capitalize(formatLongDate(chosen))}: <strong>{moveHoursOf(rules, chosen)}</strong>
            </Typography>
          ) : (
            <Typography color="text.secondary">{M.pickDayHint}</Typography>
          )}
        </Stack>
      </Stack>
      <FormActions
        onBack={onBack}
        submitLabel={M.reserveMove}
        isSubmitDisabled={!chosen || isSubmitting}
        isSubmitting={isSubmitting}
      />
    </Stack>
  );
};
