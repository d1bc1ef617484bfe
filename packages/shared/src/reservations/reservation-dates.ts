/**
 * Calendar days and local times of the condominium (São Paulo) as plain strings: 'YYYY-MM-DD' days and
 * 'YYYY-MM-DDTHH:mm:ss' local date-times, so the server and the screens agree without time-zone arithmetic.
 */
const isRealDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 && y <= 9999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  );
};

const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm:ss' (the calendar calls, spec 02 §9) → 'YYYY-MM-DD', or null. */
export const parseBrDay = (text: string): string | null => {
  const match = BR_DAY.exec(text);
  if (!match) return null;
  const [, d, m, y, hh, mm, ss] = match;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59)) return null;
  return isRealDay(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
};

export const isIsoDay = (text: string): boolean => {
  const match = ISO_DAY.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** 'YYYY-MM-DDTHH:mm[:ss]' → 'YYYY-MM-DDTHH:mm:ss', or null. */
export const parseLocalDateTime = (text: string): string | null => {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss = '00'] = match;
  if (!isRealDay(Number(y), Number(m), Number(d)) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  return `${y}-${m}-${d}T${hh}:${mm}:${ss}`;
};

export { toBrDay } from '../common/day.ts';

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).getUTCDay();

export const addIsoDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 'HH:mm' of a local date-time. */
export const timeOf = (localDateTime: string) => localDateTime.slice(11, 16);
export const dayOf = (localDateTime: string) => localDateTime.slice(0, 10);

/** Weekday mask of the move rules (spec 02 §3): bit i set = weekday i allowed (0 = Sunday … 6 = Saturday). */
export const isWeekdayAllowed = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;
