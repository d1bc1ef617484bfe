import { todayIn } from '@portaria/shared/common/day';
import { useNow } from '../../../../lib/use-now';

/** São Paulo's today 'YYYY-MM-DD', following the clock past midnight (the rules and the server use that day). */
export const useTodayDay = (): string => todayIn(useNow());
