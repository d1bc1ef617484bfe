import { DATE_LIMIT } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';
import { compareDays, startOfDay } from './calendar-dates';

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Strict DD/MM/YYYY: '31/02/2026' is not a date. Returns an invalid Date when it does not parse. */
export const parseDayMonthYear = (text: string): Date => {
  const match = DMY.exec(text.trim());
  if (!match) return new Date(Number.NaN);
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const isSame = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSame ? date : new Date(Number.NaN);
};

/** Same day and month `years` later; 29/02 falls back to 28/02 when the target year is not a leap year. */
export const addYearsClamped = (date: Date, years: number): Date => {
  const year = date.getFullYear() + years;
  const lastDay = new Date(year, date.getMonth() + 1, 0).getDate();
  return new Date(year, date.getMonth(), Math.min(date.getDate(), lastDay));
};

/** The last day a date field accepts: one year after today. */
export const maxAllowedDate = (today: Date) => addYearsClamped(startOfDay(today), DATE_LIMIT.maxYearsAhead);

/**
 * Date rule of spec 01 §5: today through one year ahead. Returns the pt-BR message, or null when valid.
 * Accepts a Date or the typed text (DD/MM/YYYY); empty counts as invalid.
 */
export const validateDate = (value: Date | string | null | undefined, today: Date): string | null => {
  if (value === null || value === undefined || value === '') return MESSAGES.dateInvalid;
  const date = typeof value === 'string' ? parseDayMonthYear(value) : value;
  if (Number.isNaN(date.getTime())) return MESSAGES.dateInvalid;
  if (compareDays(date, today) < 0) return MESSAGES.dateBeforeToday;
  if (compareDays(date, maxAllowedDate(today)) > 0) return MESSAGES.dateOverOneYear;
  return null;
};
