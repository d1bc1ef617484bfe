import { CORRESPONDENCE_LIMITS as L } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { addDays, compareDays, startOfDay, toIsoDay } from '../../../components/ui/calendar-dates';

/** Spec 02 §5/§9: at most 90 days, no future dates. Messages as the server's so both sides say the same. */
export const validateFrom = (from: Date, today: Date): string | null => {
  if (Number.isNaN(from.getTime())) return M.dateInvalid;
  if (compareDays(from, today) > 0) return M.rangeFuture;
  return null;
};

export const validateUntil = (until: Date, from: Date | null, today: Date): string | null => {
  if (Number.isNaN(until.getTime())) return M.dateInvalid;
  if (compareDays(until, today) > 0) return M.rangeFuture;
  if (from && compareDays(until, from) < 0) return M.rangeInverted;
  if (from && compareDays(until, addDays(from, L.historyMaxDays)) > 0) return M.rangeTooLong;
  return null;
};

/** The last day the 'Até' field offers: 90 days after 'De', never after today. */
export const maxUntil = (from: Date, today: Date): Date => {
  const limit = addDays(from, L.historyMaxDays);
  return compareDays(limit, today) > 0 ? startOfDay(today) : limit;
};

/** Without dates the server uses the last 90 days; the results header shows that window. */
export const defaultPeriod = (today: Date) => ({ from: addDays(today, -L.historyMaxDays), until: startOfDay(today) });

export { toIsoDay };
