import { useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DateField } from '../../../../components/ui/calendar/date-field';
import { toIsoDay } from '../../../../components/ui/calendar/calendar-dates';
import { MESSAGES } from '@portaria/shared/messages';

type DayFieldProps = {
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  /** A complete day (even one the rule refuses: the form judges it too), or null while empty or half-typed. */
  onChange: (day: string | null) => void;
  /** The rule of the field for a complete day (null when valid). */
  validate: (day: string) => string | null;
  min: string;
  max: string;
  isDisabled?: boolean;
  isRequired?: boolean;
};

const asDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (value: Dayjs | null) => (value && value.isValid() ? toIsoDay(value.toDate()).padStart(10, '0') : null);

/** The shared DD/MM/YYYY picker holding a 'YYYY-MM-DD' day, judged by the schedule's rule. */
export const DayField = ({ label, value, onChange, validate, min, max, isDisabled, isRequired }: DayFieldProps) => {
  const [raw, setRaw] = useState<Dayjs | null>(value ? dayjs(value) : null);
  // The form may clear the day (a new start clears the end): follow it, but keep a half-typed date meanwhile.
  useEffect(() => {
    if (value === null && dayOf(raw) !== null) setRaw(null);
    if (value !== null && dayOf(raw) !== value) setRaw(dayjs(value));
  }, [value]);
  return (
    <DateField
      label={label}
      value={raw}
      today={asDate(min)}
      minDate={asDate(min)}
      maxDate={asDate(max)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validate={(date) => {
        const day = Number.isNaN(date.getTime()) ? null : toIsoDay(date).padStart(10, '0');
        return day ? validate(day) : MESSAGES.dateInvalid;
      }}
      onChange={(next) => {
        setRaw(next);
        onChange(dayOf(next));
      }}
    />
  );
};
