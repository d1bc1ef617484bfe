import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { fill, plural } from '@portaria/shared/text';
import { SAO_PAULO_TIME_ZONE } from '@portaria/shared/time-zone';

const zone = { timeZone: SAO_PAULO_TIME_ZONE } as const;
const time = new Intl.DateTimeFormat('pt-BR', { ...zone, hour: '2-digit', minute: '2-digit', hour12: false });
const dayMonth = new Intl.DateTimeFormat('pt-BR', { ...zone, day: '2-digit', month: '2-digit' });
const fullDay = new Intl.DateTimeFormat('pt-BR', { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * The answer's dates come as instants ('…Z', shown in São Paulo time), as São Paulo local date-times
 * ('YYYY-MM-DDTHH:mm:ss', shown as written), as days ('YYYY-MM-DD') or as hours ('HH:mm[:ss]').
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const HOUR = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/** "Bloco A · 1204": how the desk names a unit everywhere (search hits, the unit page's title). */
export const unitName = (unit: { nmBloco: string; unidade: string }): string =>
  fill(M.unitHit, { bloco: unit.nmBloco, unidade: unit.unidade });

export const residentsCount = (count: number): string => plural(count, M.residentsCount);

/** "chegou hoje", "há 1 dia", "há 5 dias" (dias: whole São Paulo days since it arrived). */
export const parcelAge = (dias: number): string => {
  if (dias <= 0) return M.parcelAge.today;
  if (dias === 1) return M.parcelAge.one;
  return fill(M.parcelAge.many, { dias });
};

/** "14:30". */
export const formatTime = (value: string): string => {
  const hour = HOUR.exec(value);
  if (hour) return `${hour[1]}:${hour[2]}`;
  const local = LOCAL.exec(value);
  if (local?.[4]) return `${local[4]}:${local[5]}`;
  return time.format(new Date(value));
};

/** "14:00–16:00" of a booking. */
export const formatTimeRange = (from: string, until: string): string =>
  fill(M.timeRange, { de: formatTime(from), ate: formatTime(until) });

/** "21/11 14:30": the day and hour of a recent event. */
export const formatDayTime = (value: string): string => {
  const local = LOCAL.exec(value);
  if (local) return `${local[3]}/${local[2]}${local[4] ? ` ${local[4]}:${local[5]}` : ''}`;
  const date = new Date(value);
  return `${dayMonth.format(date)} ${time.format(date)}`;
};

/** "21/11/2026". */
export const formatDay = (value: string): string => {
  const local = LOCAL.exec(value);
  return local ? `${local[3]}/${local[2]}/${local[1]}` : fullDay.format(new Date(value));
};

/** A plate as people read it: ABC-1234 (old) or ABC1D23 (Mercosul). */
export const formatPlate = (placa: string): string =>
  /^[A-Z]{3}\d{4}$/.test(placa) ? `${placa.slice(0, 3)}-${placa.slice(3)}` : placa;
