import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MESSAGES } from '@portaria/shared/messages';
import type { DayStatus } from './calendar-day';
import { CalendarDay } from './calendar-day';
import { CalendarLegend } from './calendar-legend';
import { addDays, addMonths, buildMonthGrid, compareDays, formatMonthLabel, isSameDay, startOfMonth, WEEKDAYS } from './calendar-dates';

export type MonthCalendarProps = {
  value?: Date | null;
  onChange: (date: Date) => void;
  blockedDays?: Date[] | ((date: Date) => boolean);
  /** First selectable day, in days from today (0 = today). */
  minOffsetDays?: number;
  /** Last selectable day, in days from today. */
  maxOffsetDays?: number;
  /** 0 = Sunday … 6 = Saturday. */
  disabledWeekdays?: number[];
  /** Injectable for tests; defaults to now. */
  today?: Date;
  /** Lets a flow fetch the blocked days of the month on screen. */
  onMonthChange?: (monthStart: Date) => void;
  showLegend?: boolean;
};


/** Month grid with pt-BR headers; days outside the window, on disabled weekdays or blocked cannot be chosen. */
export const MonthCalendar = (props: MonthCalendarProps) => {
  const { value, onChange, blockedDays, minOffsetDays, maxOffsetDays, disabledWeekdays, onMonthChange } = props;
  const today = props.today ?? new Date();
  const minDate = minOffsetDays === undefined ? undefined : addDays(today, minOffsetDays);
  const maxDate = maxOffsetDays === undefined ? undefined : addDays(today, maxOffsetDays);
  const [month, setMonth] = useState(() => startOfMonth(value ?? minDate ?? today));

  const isBlocked = (date: Date) =>
    typeof blockedDays === 'function' ? blockedDays(date) : (blockedDays ?? []).some((d) => isSameDay(d, date));
  const statusOf = (date: Date): DayStatus => {
    if (minDate && compareDays(date, minDate) < 0) return 'unavailable';
    if (maxDate && compareDays(date, maxDate) > 0) return 'unavailable';
    if (disabledWeekdays?.includes(date.getDay())) return 'unavailable';
    return isBlocked(date) ? 'blocked' : 'free';
  };

  const isPreviousDisabled = minDate !== undefined && compareDays(addDays(month, -1), minDate) < 0;
  const isNextDisabled = maxDate !== undefined && compareDays(addMonths(month, 1), maxDate) > 0;
  const handleMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    onMonthChange?.(next);
  };
  const monthLabel = formatMonthLabel(month);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={MESSAGES.previousMonth} disabled={isPreviousDisabled} onClick={() => handleMonth(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
          {monthLabel}
        </Typography>
        <IconButton aria-label={MESSAGES.nextMonth} disabled={isNextDisabled} onClick={() => handleMonth(1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box component="table" aria-label={monthLabel} sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {WEEKDAYS.map(([letter, name]) => (
              <Box component="th" key={name} scope="col" abbr={name} title={name} sx={{ color: 'text.secondary', py: 1 }}>
                {letter}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {buildMonthGrid(month).map((week) => (
            <tr key={week.find(Boolean)?.getDate()}>
              {week.map((date, index) => (
                <Box component="td" key={date?.getDate() ?? `empty-${index}`} sx={{ p: 0.25, textAlign: 'center' }}>
                  {date && (
                    <CalendarDay
                      date={date}
                      status={statusOf(date)}
                      isSelected={value ? isSameDay(value, date) : false}
                      isToday={isSameDay(today, date)}
                      onSelect={onChange}
                    />
                  )}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      {props.showLegend && <CalendarLegend />}
    </Box>
  );
};
