import type { KeyboardEvent } from 'react';
import { addDays, addMonths } from './calendar-dates';

/**
 * The day the keyboard moves to in a month grid (WAI-ARIA APG date picker): arrows by a day or a week, Home/End to
 * the week's ends, Page Up/Down by a month (same day, or the month's last). Null for any other key.
 */
export const dayAfterKey = (from: Date, event: Pick<KeyboardEvent, 'key'>): Date | null => {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -from.getDay());
    case 'End':
      return addDays(from, 6 - from.getDay());
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(from, event.key === 'PageUp' ? -1 : 1);
      const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
      return new Date(month.getFullYear(), month.getMonth(), Math.min(from.getDate(), last));
    }
    default:
      return null;
  }
};
