import { SAO_PAULO_OFFSET, SAO_PAULO_OFFSET_MS, SAO_PAULO_TIME_ZONE } from '../time-zone.ts';

/**
 * Calendar days 'YYYY-MM-DD' of the condominium's clock (São Paulo), for every area: the day a list shows, the
 * bounds of a period, the local date-time of an answer. Plain day strings compare in calendar order.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The years any date the app is asked about may name (decision 095): a desk's records, bookings, reports and
 * schedules all fall inside them. Year 0000 (which PostgreSQL rejects mid-query) and typos like 20244 or 1024 are
 * refused with a 400 before any query. One rule for every area's date, day, month and date-time schema.
 */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;

/** Whether a 'YYYY…' value ('YYYY-MM-DD', 'YYYY-MM', 'YYYY-MM-DDTHH:mm:ss') names a year inside DATE_YEARS. */
export const isDateInRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return /^\d{4}/.test(value) && year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/** The calendar day in São Paulo at the instant `now`. */
/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const toBrDay = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

export const todayIn = (now: Date): string => dayFormat.format(now);

/** Calendar arithmetic on 'YYYY-MM-DD' (done in UTC, where every day has 24 hours). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, until: string): number =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The instant a São Paulo day starts; a day is [dayStart(d), dayStart(d + 1)). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000${SAO_PAULO_OFFSET}`);

/** 'YYYY-MM-DDTHH:mm:ss' on São Paulo's clock, the spec's format for local date-times (Activity item, spec 01 §3). */
export const localDateTime = (instant: Date): string =>
  new Date(instant.getTime() + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 19);
