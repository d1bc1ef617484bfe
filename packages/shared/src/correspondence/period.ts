import { addDays, daysBetween } from '../common/day.ts';
import { CORRESPONDENCE_LIMITS } from './correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from './correspondence.messages';

/**
 * The history/report period rule (spec 02 §5, §9), once for the server's refinement and the web filter. Days are
 * calendar days 'YYYY-MM-DD'; "today" is São Paulo's, so a browser in another zone, or a request near midnight,
 * gets the same answer on both sides. Plain strings compare in calendar order.
 */
export { addDays, daysBetween, todayIn } from '../common/day.ts';

type PeriodInput = { from?: string | null | undefined; until?: string | null | undefined; today: string };

/** The rule's message for the days given so far, or null: no future day, start not after end, at most 90 days. */
export const periodIssue = ({ from, until, today }: PeriodInput): string | null => {
  if ((from && from > today) || (until && until > today)) return M.rangeFuture;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: without one of the days the comparison is already false ('' > x, NaN > 90)
  if (from && until && from > until) return M.rangeInverted;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: same as above
  if (from && until && daysBetween(from, until) > CORRESPONDENCE_LIMITS.historyMaxDays) return M.rangeTooLong;
  return null;
};

/** The last day an end may take after `from`: 90 days later, never after today. */
export const maxUntilDay = (from: string, today: string): string => {
  const limit = addDays(from, CORRESPONDENCE_LIMITS.historyMaxDays);
  // Stryker disable next-line EqualityOperator: when limit equals today both branches answer the same day
  return limit < today ? limit : today;
};

/** Without dates the history covers the last 90 days up to today. */
export const defaultPeriodDays = (today: string) => ({
  from: addDays(today, -CORRESPONDENCE_LIMITS.historyMaxDays),
  until: today,
});
