import { MAINTENANCE_WINDOW } from '@portaria/shared/constants';

/** Local calendar day as YYYY-MM-DD (not toISOString: that is UTC and shifts the day at night in Brazil). */
const localDay = (date: Date): string => {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
};

/** True on 12 and 13 October 2024 (local time), the days of the announced system update. */
export const isMaintenanceWindow = (date: Date): boolean => {
  const day = localDay(date);
  return day >= MAINTENANCE_WINDOW.from && day <= MAINTENANCE_WINDOW.to;
};
