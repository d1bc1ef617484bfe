import ButtonBase from '@mui/material/ButtonBase';
import { formatDayLabel, toIsoDay } from './calendar-dates';

export type DayStatus = 'free' | 'blocked' | 'unavailable';

type CalendarDayProps = {
  date: Date;
  status: DayStatus;
  isSelected: boolean;
  isToday: boolean;
  /** The grid's one tab stop (0) or a day the arrow keys reach (-1). */
  tabIndex: 0 | -1;
  onSelect: (date: Date) => void;
};

/** One day of the month grid. Unavailable days stay focusable (aria-disabled) but ignore clicks, Enter and Space. */
export const CalendarDay = ({ date, status, isSelected, isToday, tabIndex, onSelect }: CalendarDayProps) => {
  const isDisabled = status !== 'free';
  return (
    <ButtonBase
      aria-label={formatDayLabel(date)}
      aria-pressed={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-current={isToday ? 'date' : undefined}
      data-status={status}
      data-day={toIsoDay(date)}
      tabIndex={tabIndex}
      onClick={() => {
        if (!isDisabled) onSelect(date);
      }}
      sx={(theme) => ({
        width: '100%',
        minWidth: 44,
        height: 44,
        borderRadius: '50%',
        fontSize: '1rem',
        fontWeight: isToday || isSelected ? 700 : 500,
        border: isToday ? `2px solid ${theme.palette.primary.main}` : '2px solid transparent',
        ...(status === 'free' && {
          color: 'text.primary',
          // A selected day keeps its colour under the mouse (white on light grey was unreadable).
          '&:hover': { bgcolor: isSelected ? 'primary.dark' : 'action.hover' },
        }),
        ...(status === 'blocked' && {
          color: 'error.main',
          bgcolor: 'action.selected',
          textDecoration: 'line-through',
          cursor: 'not-allowed',
        }),
        ...(status === 'unavailable' && { color: 'text.disabled', cursor: 'not-allowed' }),
        ...(isSelected && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      })}
    >
      {date.getDate()}
    </ButtonBase>
  );
};
