import { CORRESPONDENCE_LIMITS, CORRESPONDENCE_TIME_ZONE } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { HttpError } from '../../lib/http-error.ts';

/** A period of calendar days (YYYY-MM-DD, São Paulo), and the instants that bound it: [start, end). */
export type Period = { from: string; until: string; start: Date; end: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
// Brazil has had no daylight saving time since 2019: São Paulo is UTC-03:00 all year.
const OFFSET = '-03:00';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CORRESPONDENCE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayIn = (now: Date): string => dayFormat.format(now);
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000${OFFSET}`);
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const toPeriod = (from: string, until: string): Period => ({ from, until, start: dayStart(from), end: dayStart(addDays(until, 1)) });

/**
 * The history/report period rule (spec 02 §5, §9): at most 90 days between the two dates, no future day,
 * the start not after the end. A missing end is today (or start + 90 days); a missing start is end - 90 days.
 * Returns null when no date was given and `required` is false (the pending list has no window).
 */
export const resolvePeriod = (
  input: { dataChegadaFrom?: string | undefined; dataChegadaUntil?: string | undefined },
  now: Date,
  options: { required: boolean },
): Period | null => {
  const today = todayIn(now);
  const max = CORRESPONDENCE_LIMITS.historyMaxDays;
  let { dataChegadaFrom: from, dataChegadaUntil: until } = input;
  if (!from && !until) {
    if (!options.required) return null;
    return toPeriod(addDays(today, -max), today);
  }
  if ((from && from > today) || (until && until > today)) throw new HttpError(400, M.rangeFuture);
  if (from && !until) until = addDays(from, max) < today ? addDays(from, max) : today;
  if (until && !from) from = addDays(until, -max);
  if (from! > until!) throw new HttpError(400, M.rangeInverted);
  if (daysBetween(from!, until!) > max) throw new HttpError(400, M.rangeTooLong);
  return toPeriod(from!, until!);
};
