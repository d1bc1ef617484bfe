import { VISITOR_LABELS } from '@portaria/shared/access-control/visitors.messages';

/** DD/MM/YYYY of 'YYYY-MM-DD' (or of the day part of a date-time). */
export const formatDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 'Bloco A | 101'; '—' for a condominium provider. */
export const placeText = (nmBloco: string | null | undefined, nmUnidade: string | null | undefined): string =>
  [nmBloco, nmUnidade].filter(Boolean).join(' | ') || '—';

/** Weekday ids as their names, in week order: 'Segunda, Quarta'. */
export const weekdaysText = (days: readonly number[]): string =>
  [...days]
    .sort((a, b) => a - b)
    .map((d) => VISITOR_LABELS.weekdays[d as keyof typeof VISITOR_LABELS.weekdays] ?? String(d))
    .join(', ');

/** DD/MM/YYYY of a date or date-time string, or '—'. */
export const dayText = (value: string | null | undefined): string => (value ? formatDay(value) : '—');

/** 'HH:mm' of a local date-time 'YYYY-MM-DDTHH:mm:ss'. */
export const hourText = (value: string | null | undefined): string => (value ? value.slice(11, 16) : '—');
