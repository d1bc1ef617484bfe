import { addDays, daysBetween } from '@portaria/shared/common/day';
import { VISITOR_LIMITS } from '@portaria/shared/access-control/visitors.rules';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const nextMonthStart = (day: string) => {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Spec 02 §5 report period default: from the first day of the month about 90 days back, up to today. When that first
 * day would make the period longer than 90 days, the next month's first day (decision 085).
 */
export const defaultReportPeriod = (today: string) => {
  const start = firstOfMonth(addDays(today, -VISITOR_LIMITS.reportMaxDays));
  const dataDe = daysBetween(start, today) > VISITOR_LIMITS.reportMaxDays ? nextMonthStart(start) : start;
  return { dataDe, dataAte: today };
};
