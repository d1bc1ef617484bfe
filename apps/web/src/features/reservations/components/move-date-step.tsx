import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOVE_LIMITS, type MoveRules } from '@portaria/shared/reservations/move.schemas';
import { isWeekdayAllowed } from '@portaria/shared/reservations/reservation-dates';
import { RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { FormActions } from '../../../components/form/form-actions';
import { formatLongDate, toIsoDay } from '../../../components/ui/calendar-dates';
import { MonthCalendar } from '../../../components/ui/month-calendar';

type MoveDateStepProps = {
  rules: MoveRules;
  isSubmitting: boolean;
  onBack: () => void;
  onSchedule: (day: string) => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const moveHoursOf = (rules: MoveRules, date: Date) =>
  date.getDay() === 0 || date.getDay() === 6 ? `${rules.horaFdsInicio}-${rules.horaFdsFim}` : `${rules.horaSemanaInicio}-${rules.horaSemanaFim}`;

/** The move's day: weekdays of the mask, from diasAntecedencia to 60 days ahead (spec §9); 'Reservar Mudança'. */
export const MoveDateStep = ({ rules, isSubmitting, onBack, onSchedule }: MoveDateStepProps) => {
  const [day, setDay] = useState<Date | null>(null);
  const forbidden = [0, 1, 2, 3, 4, 5, 6].filter((d) => !isWeekdayAllowed(rules.diasPermitidos, d));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (day) onSchedule(toIsoDay(day));
  };
  return (
    <Stack component="form" spacing={3} onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2">
        {M.selectDate}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <MonthCalendar
          value={day}
          onChange={setDay}
          minOffsetDays={rules.diasAntecedencia}
          maxOffsetDays={MOVE_LIMITS.maxDaysAhead}
          disabledWeekdays={forbidden}
          showLegend
        />
        <Stack sx={{ flex: 1, minWidth: 240 }} spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {M.availableSlots}
          </Typography>
          {day ? (
            <Typography>
              {capitalize(formatLongDate(day))}: <strong>{moveHoursOf(rules, day)}</strong>
            </Typography>
          ) : (
            <Typography color="text.secondary">{M.pickDayHint}</Typography>
          )}
        </Stack>
      </Stack>
      <FormActions onBack={onBack} submitLabel={M.reserveMove} isSubmitDisabled={!day || isSubmitting} isSubmitting={isSubmitting} />
    </Stack>
  );
};
