import { localDateTime } from '@portaria/shared/common/day';
import { SAO_PAULO_OFFSET } from '@portaria/shared/time-zone';

/** The condominium's local 'YYYY-MM-DDTHH:mm:ss' of an instant (São Paulo has a fixed offset since 2019). */
export const toLocal = localDateTime;

/** The instant of a local 'YYYY-MM-DDTHH:mm:ss' (or of a day's midnight, 'YYYY-MM-DD'). */
export const fromLocal = (local: string): Date =>
  new Date(`${local.length === 10 ? `${local}T00:00:00` : local}${SAO_PAULO_OFFSET}`);

/** Today's local day 'YYYY-MM-DD'. */
export const localDay = (instant: Date): string => toLocal(instant).slice(0, 10);

/** 'DD/MM/YYYY HH:mm' for notices. */
export const humanDateTime = (local: string) =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;

export { formatBrl } from '@portaria/shared/common/money';
