import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MESSAGES } from '@portaria/shared/messages';
import type { DayStatus } from './calendar-day';
import { CalendarDay } from './calendar-day';
import { dayAfterKey } from './calendar-keys';
import { CalendarLegend } from './calendar-legend';
import {
  addDays,
  addMonths,
  buildMonthGrid,
  compareDays,
  formatMonthLabel,
  fromIsoDay,
  isSameDay,
  startOfMonth,
  toIsoDay,
  WEEKDAYS,
} from './calendar-dates';

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
  /** A flow's own rule for each day (e.g. the move rule shared with the server); replaces the props above for the days, which still bound the months. */
  dayStatus?: (date: Date) => DayStatus;
  /** Injectable for tests; defaults to now. */
  today?: Date;
  /** Lets a flow fetch the blocked days of the month on screen. */
  onMonthChange?: (monthStart: Date) => void;
  showLegend?: boolean;
};

const isInMonth = (date: Date, month: Date) =>
  date.getFullYear() === month.getFullYear() && date.getMonth() === month.getMonth();

/**
 * Month grid with pt-BR headers; days outside the window, on disabled weekdays or blocked cannot be chosen. One tab
 * stop (issue 28, like the radio groups): arrows move by day and week, Home/End, Page Up/Down by month, and Enter or
 * Space chooses the focused day.
 */
export const MonthCalendar = (props: MonthCalendarProps) => {
  const { value, onChange, blockedDays, minOffsetDays, maxOffsetDays, disabledWeekdays, onMonthChange } = props;
  const today = props.today ?? new Date();
  const minDate = minOffsetDays === undefined ? undefined : addDays(today, minOffsetDays);
  const maxDate = maxOffsetDays === undefined ? undefined : addDays(today, maxOffsetDays);
  const [month, setMonth] = useState(() => startOfMonth(value ?? minDate ?? today));
  const [focused, setFocused] = useState<Date | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const isMovingFocus = useRef(false);

  const isBlocked = (date: Date) =>
    typeof blockedDays === 'function' ? blockedDays(date) : (blockedDays ?? []).some((d) => isSameDay(d, date));
  const ownStatus = (date: Date): DayStatus => {
    if (minDate && compareDays(date, minDate) < 0) return 'unavailable';
    if (maxDate && compareDays(date, maxDate) > 0) return 'unavailable';
    if (disabledWeekdays?.includes(date.getDay())) return 'unavailable';
    return isBlocked(date) ? 'blocked' : 'free';
  };
  const statusOf = props.dayStatus ?? ownStatus;

  const canShow = (first: Date) =>
    !(minDate && compareDays(addDays(addMonths(first, 1), -1), minDate) < 0) &&
    !(maxDate && compareDays(first, maxDate) > 0);
  const showMonth = (next: Date) => {
    setMonth(next);
    onMonthChange?.(next);
  };
  const weeks = buildMonthGrid(month);
  const days = weeks.flat().filter((d): d is Date => d !== null);
  // The one tab stop: where the keys went, else the chosen day, today, the first free day, the first day.
  const tabDay =
    [focused, value, today].find((d): d is Date => !!d && isInMonth(d, month)) ??
    days.find((d) => statusOf(d) === 'free') ??
    days[0]!;

  useEffect(() => {
    if (!isMovingFocus.current) return;
    isMovingFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = dayAfterKey(tabDay, event);
    if (!next) return;
    event.preventDefault();
    if (!isInMonth(next, month)) {
      if (!canShow(startOfMonth(next))) return;
      showMonth(startOfMonth(next));
    }
    setFocused(next);
    isMovingFocus.current = true;
  };
  // A day focused by the mouse or a screen reader becomes the tab stop, so the keys go on from it.
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const day = (event.target as HTMLElement).dataset.day;
    if (day && !(focused && toIsoDay(focused) === day)) setFocused(fromIsoDay(day));
  };
  const handleSelect = (date: Date) => {
    setFocused(date);
    onChange(date);
  };

  const isPreviousDisabled = !canShow(addMonths(month, -1));
  const isNextDisabled = !canShow(addMonths(month, 1));
  const monthLabel = formatMonthLabel(month);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={MESSAGES.previousMonth}
          disabled={isPreviousDisabled}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
          {monthLabel}
        </Typography>
        <IconButton
          aria-label={MESSAGES.nextMonth}
          disabled={isNextDisabled}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box
        component="table"
        ref={gridRef}
        aria-label={monthLabel}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        sx={{ width: '100%', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([letter, name]) => (
              <Box
                component="th"
                key={name}
                scope="col"
                abbr={name}
                title={name}
                sx={{ color: 'text.secondary', py: 1 }}
              >
                {letter}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.getDate()}>
              {week.map((date, index) => (
                <Box component="td" key={date?.getDate() ?? `empty-${index}`} sx={{ p: 0.25, textAlign: 'center' }}>
                  {date && (
                    <CalendarDay
                      date={date}
                      status={statusOf(date)}
                      isSelected={value ? isSameDay(value, date) : false}
                      isToday={isSameDay(today, date)}
                      tabIndex={isSameDay(tabDay, date) ? 0 : -1}
                      onSelect={handleSelect}
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
