import { defaultPeriodDays, maxUntilDay, periodIssue, todayIn } from '@portaria/shared/correspondence/period';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { toIsoDay } from '../../../components/ui/calendar/calendar-dates';

/**
 * The date pickers hold local calendar days; the rule (packages/shared) judges 'YYYY-MM-DD' against São Paulo's
 * today, as the server does, so the two never disagree near midnight. `now` is the current instant.
 */
const fromIsoDay = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** While the year is typed digit by digit it is 2, 20, 202: keep the rule's 'YYYY-MM-DD' shape (0002-11-21). */
const dayOf = (date: Date) => toIsoDay(date).padStart(10, '0');

/** São Paulo's today as a local calendar day, for the pickers' maxDate. */
export const todayDate = (now: Date): Date => fromIsoDay(todayIn(now));

export const validateFrom = (from: Date, now: Date): string | null => {
  if (Number.isNaN(from.getTime())) return M.dateInvalid;
  return periodIssue({ from: dayOf(from), today: todayIn(now) });
};

export const validateUntil = (until: Date, from: Date | null, now: Date): string | null => {
  if (Number.isNaN(until.getTime())) return M.dateInvalid;
  const fromDay = from && !Number.isNaN(from.getTime()) ? dayOf(from) : null;
  return periodIssue({ from: fromDay, until: dayOf(until), today: todayIn(now) });
};

/** The last day the 'Até' field offers: 90 days after 'De', never after today. */
export const maxUntil = (from: Date, now: Date): Date => fromIsoDay(maxUntilDay(dayOf(from), todayIn(now)));

/** Without dates the server uses the last 90 days; the results header shows that window. */
export const defaultPeriod = (now: Date) => {
  const days = defaultPeriodDays(todayIn(now));
  return { from: fromIsoDay(days.from), until: fromIsoDay(days.until) };
};

export { toIsoDay };
