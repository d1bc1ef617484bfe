import { addDays, dayStart, daysBetween, todayIn } from '../common/day.ts';

/**
 * Days a parcel has waited on the shelf (issue 33 item 1): São Paulo calendar days from the day it arrived to
 * today, so a parcel that came in yesterday at 23:50 has waited 1 day at 00:10. Plain constants and functions (no
 * zod): the server's filter and report, and the web badge, count the same way.
 */
export const SHELF = {
  /** The condominium's threshold when nobody changed it, and its bounds in the administration console. */
  defaultAlertDays: 7,
  minAlertDays: 1,
  maxAlertDays: 90,
  /** Page size of the screen, and the most a page may ask. */
  pageSize: 50,
  maxPageSize: 100,
  /** A filtered total is counted up to this many parcels; past it the screen says 'mais de 1.000'. */
  countCap: 1000,
  /** The largest 'aguardando há pelo menos N dias' the filter accepts (ten years). */
  maxMinDays: 3650,
} as const;

/** Whole São Paulo days between the arrival and `now` (0 on the day it arrived, never negative). */
export const daysWaiting = (dataChegada: string | Date, now: Date): number =>
  Math.max(0, daysBetween(todayIn(new Date(dataChegada)), todayIn(now)));

/** A parcel is late from the threshold's day on (7 days with the default). */
export const isLate = (days: number, alertDays: number): boolean => days >= alertDays;

/**
 * The instant before which a parcel has waited at least `minDays` São Paulo days at `now`: it arrived on or before
 * today - minDays, that is before the start of the following day.
 */
export const waitedSince = (minDays: number, now: Date): Date => dayStart(addDays(todayIn(now), 1 - minDays));

/** The badge's text: 'Hoje', '1 dia', 'N dias'. */
export const daysWaitingText = (days: number): string => (days === 0 ? 'Hoje' : days === 1 ? '1 dia' : `${days} dias`);
