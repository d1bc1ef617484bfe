import { CORRESPONDENCE_LIMITS } from '@portaria/shared/correspondence/correspondence.constants';
import { addDays, maxUntilDay, periodIssue, todayIn } from '@portaria/shared/correspondence/period';
import { SAO_PAULO_OFFSET } from '@portaria/shared/time-zone';
import { HttpError } from '../../platform/http/http-error.ts';

/** A period of calendar days (YYYY-MM-DD, São Paulo), and the instants that bound it: [start, end). */
export type Period = { from: string; until: string; start: Date; end: Date };

const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000${SAO_PAULO_OFFSET}`);

const toPeriod = (from: string, until: string): Period => ({
  from,
  until,
  start: dayStart(from),
  end: dayStart(addDays(until, 1)),
});

/**
 * The history/report period rule (spec 02 §5, §9, shared with the web filter in packages/shared): at most 90 days
 * between the two dates, no future day, the start not after the end. A missing end is today (or start + 90 days);
 * a missing start is end - 90 days.
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
  const issue = periodIssue({ from, until, today });
  if (issue) throw new HttpError(400, issue);
  // A day filled in from a valid one keeps the rule: the end within 90 days and not after today.
  if (from && !until) until = maxUntilDay(from, today);
  if (until && !from) from = addDays(until, -max);
  return toPeriod(from!, until!);
};
