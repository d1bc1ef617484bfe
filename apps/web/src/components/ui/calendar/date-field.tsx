import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import { WEEKDAYS } from './calendar-dates';
import { maxAllowedDate, validateDate } from './validate-date';

export { validateDate } from './validate-date';

const LOCALE_TEXT = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

export type DateFieldProps = {
  label: string;
  value: Dayjs | null;
  /** Gets the new value and its rule message (null when valid) so forms can block Avançar. */
  onChange: (value: Dayjs | null, error: string | null) => void;
  /** Injectable for tests; defaults to now. */
  today?: Date;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Other ranges than today..one year (e.g. a history period in the past); both default to that rule. */
  minDate?: Date;
  maxDate?: Date;
  /** Replaces the default rule; gets a parsed (possibly invalid) Date and returns the message or null. */
  validate?: (date: Date) => string | null;
};

const toDate = (value: Dayjs) => (value.isValid() ? value.toDate() : new Date(Number.NaN));

/** DD/MM/YYYY date picker limited to today through one year ahead (spec 01 §5), in pt-BR. */
export const DateField = ({
  label,
  value,
  onChange,
  today = new Date(),
  isRequired,
  isDisabled,
  name,
  minDate,
  maxDate,
  validate = (date: Date) => validateDate(date, today),
}: DateFieldProps) => {
  // An empty optional field is not an error; a half-typed date is (dayjs gives an invalid value).
  const error = value === null ? null : validate(toDate(value));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={value}
        format="DD/MM/YYYY"
        minDate={dayjs(minDate ?? today).startOf('day')}
        maxDate={dayjs(maxDate ?? maxAllowedDate(today))}
        disabled={isDisabled}
        name={name}
        dayOfWeekFormatter={(day) => WEEKDAYS[day.day()]?.[0] ?? ''}
        onChange={(next) => onChange(next, next === null ? null : validate(toDate(next)))}
        slotProps={{
          textField: { required: isRequired, error: error !== null, helperText: error ?? undefined, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
};
