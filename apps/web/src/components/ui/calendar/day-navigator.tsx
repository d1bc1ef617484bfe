import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MESSAGES } from '@portaria/shared/messages';
import { addDays, compareDays, formatLongDate, toIsoDay } from './calendar-dates';

export type DayNavigatorProps = {
  value: Date;
  onChange: (date: Date) => void;
  min?: Date;
  /** e.g. today for the entries and exits list, which never goes into the future. */
  max?: Date;
};

/** Previous / next day arrows around the day shown in full pt-BR. */
export const DayNavigator = ({ value, onChange, min, max }: DayNavigatorProps) => {
  const isPreviousDisabled = min !== undefined && compareDays(value, min) <= 0;
  const isNextDisabled = max !== undefined && compareDays(value, max) >= 0;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <IconButton
        aria-label={MESSAGES.previousDay}
        disabled={isPreviousDisabled}
        onClick={() => onChange(addDays(value, -1))}
        size="large"
      >
        <ChevronLeft />
      </IconButton>
      <Typography
        component="p"
        aria-live="polite"
        sx={{ minWidth: 260, textAlign: 'center', fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        <time dateTime={toIsoDay(value)}>{formatLongDate(value)}</time>
      </Typography>
      <IconButton
        aria-label={MESSAGES.nextDay}
        disabled={isNextDisabled}
        onClick={() => onChange(addDays(value, 1))}
        size="large"
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
};
