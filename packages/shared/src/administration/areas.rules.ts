import { AREA_MESSAGES as M } from './areas.messages.ts';

/** Limits of an area's settings (ours: issue 31 item 6). */
export const AREA_LIMITS = {
  name: 60,
  capacity: 10_000,
  fee: 99_999.99,
  advanceDays: 365,
  slots: 48,
  blockDays: 366,
  observation: 256,
  moveAdvanceDays: 60,
} as const;

/** The spec's weekday ids (1 Sunday … 7 Saturday) with the short names the console shows. */
export const WEEKDAYS = [
  { id: 1, label: 'Dom' },
  { id: 2, label: 'Seg' },
  { id: 3, label: 'Ter' },
  { id: 4, label: 'Qua' },
  { id: 5, label: 'Qui' },
  { id: 6, label: 'Sex' },
  { id: 7, label: 'Sáb' },
] as const;

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

type Slot = { de: string; ate: string };

/** Why an area's slots do not fit its opening hours (null: they do): each one inside, in order, none overlapping. */
export const slotsProblem = (abertura: string, fechamento: string, slots: readonly Slot[]): string | null => {
  if (slots.length === 0) return M.slotsRequired;
  if (slots.length > 48) return M.tooManySlots;
  if (slots.some((s) => s.de >= s.ate)) return M.slotInverted;
  if (slots.some((s) => s.de < abertura || s.ate > fechamento)) return M.slotOutsideOpening;
  const sorted = sortSlots(slots);
  return sorted.some((s, i) => i > 0 && s.de < sorted[i - 1]!.ate) ? M.slotsOverlap : null;
};

export const sortSlots = <S extends Slot>(slots: readonly S[]): S[] =>
  [...slots].sort((a, b) => a.de.localeCompare(b.de) || a.ate.localeCompare(b.ate));

/** A whole-day area is one slot from opening to closing: the desk's calendar books it like any other slot. */
export const isWholeDay = (abertura: string, fechamento: string, slots: readonly Slot[]) =>
  slots.length === 1 && slots[0]!.de === abertura && slots[0]!.ate === fechamento;

/** Opening hours of an area saved before the console had them: the span of its slots. */
export const spanOf = (slots: readonly Slot[]): { abertura: string; fechamento: string } => {
  const sorted = sortSlots(slots);
  if (sorted.length === 0) return { abertura: '00:00', fechamento: '23:59' };
  return {
    abertura: sorted[0]!.de,
    fechamento: sorted.reduce((max, s) => (s.ate > max ? s.ate : max), sorted[0]!.ate),
  };
};

/** Move rules' day mask (spec 02 §3): bit i = weekday i, 0 Sunday … 6 Saturday, i.e. the spec's weekday id - 1. */
export const maskOfDays = (ids: readonly number[]) => ids.reduce((mask, id) => mask | (1 << (id - 1)), 0);
export const daysOfMask = (mask: number) => WEEKDAYS.filter((d) => (mask & (1 << (d.id - 1))) !== 0).map((d) => d.id);
