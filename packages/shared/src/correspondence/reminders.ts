import { SAO_PAULO_OFFSET_MS } from '../time-zone.ts';

/**
 * Reminders of a parcel nobody collects (issue 33 item 2, decision 130): the first after `primeiro` days waiting,
 * then one every `intervalo` days after the last, only between 8h and 20h São Paulo time, until the parcel leaves.
 * One pure rule for the server's periodic work and the console's form; the web never computes a due time.
 */
export const REMINDERS = {
  /** The condominium's settings when nobody changed them. */
  defaultFirstDays: 3,
  defaultEveryDays: 7,
  /** 0 turns the reminders off (first) or sends only the first (every). */
  minDays: 0,
  maxDays: 90,
  /** Messages go out from 8h to 20h on the condominium's clock; one due at night waits for 8h. */
  dayStartsAt: 8,
  dayEndsAt: 20,
  /** The monthly list for the syndic names parcels waiting more than this many days, the oldest first. */
  digestMinDays: 30,
  digestOldest: 10,
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ReminderSettings = { diasPrimeiroLembrete: number; diasEntreLembretes: number };
export type ReminderState = {
  dataChegada: Date;
  /** Reminders already sent for the parcel. */
  lembretes: number;
  ultimoLembreteEm: Date | null;
};

/** The hour (0..23, with fractions) on São Paulo's clock (no DST since 2019: the constant offset). */
const localHour = (at: Date): number => {
  const local = new Date(at.getTime() + SAO_PAULO_OFFSET_MS);
  return local.getUTCHours() + local.getUTCMinutes() / 60 + local.getUTCSeconds() / 3600;
};

/** 8h ≤ hour < 20h on São Paulo's clock. */
export const isDayTime = (at: Date): boolean => {
  const hour = localHour(at);
  return hour >= REMINDERS.dayStartsAt && hour < REMINDERS.dayEndsAt;
};

/** `at` itself by day; at night the next 8h São Paulo (the same morning before 8h, the next one from 20h). */
export const nextDayTime = (at: Date): Date => {
  if (isDayTime(at)) return at;
  const local = new Date(at.getTime() + SAO_PAULO_OFFSET_MS);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), REMINDERS.dayStartsAt);
  const sameOrNext = localHour(at) < REMINDERS.dayStartsAt ? morning : morning + DAY_MS;
  return new Date(sameOrNext - SAO_PAULO_OFFSET_MS);
};

/**
 * When the parcel's next reminder is due, or null when none will be: reminders off (`diasPrimeiroLembrete` 0), or
 * the first already sent and no repeats (`diasEntreLembretes` 0). Counted in whole days of 24 hours from the arrival,
 * then from the last reminder actually sent (a reminder held back by the night moves the next one too), and moved
 * out of the night.
 */
export const reminderDueAt = (parcel: ReminderState, settings: ReminderSettings): Date | null => {
  if (settings.diasPrimeiroLembrete <= 0) return null;
  if (parcel.lembretes === 0)
    return nextDayTime(new Date(parcel.dataChegada.getTime() + settings.diasPrimeiroLembrete * DAY_MS));
  if (settings.diasEntreLembretes <= 0 || parcel.ultimoLembreteEm === null) return null;
  return nextDayTime(new Date(parcel.ultimoLembreteEm.getTime() + settings.diasEntreLembretes * DAY_MS));
};

export const isReminderDue = (parcel: ReminderState, settings: ReminderSettings, now: Date): boolean => {
  const due = reminderDueAt(parcel, settings);
  return due !== null && due.getTime() <= now.getTime();
};

/** The São Paulo month 'YYYY-MM' of an instant: the syndic's list goes once per month. */
export const monthOf = (at: Date): string => new Date(at.getTime() + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 7);
