import { DATE_YEARS } from '../common/day.ts';
import { SAO_PAULO_OFFSET } from '../time-zone.ts';

/** Who may hold a key (issue 34): a resident of a unit, a staff member, or a named provider with a document. */
export const HOLDER_TYPE_IDS = ['MORADOR', 'FUNCIONARIO', 'PRESTADOR'] as const;
export type HolderType = (typeof HOLDER_TYPE_IDS)[number];

export const KEY_STATUS_IDS = ['DISPONIVEL', 'FORA', 'ATRASADA', 'INATIVA'] as const;
export type KeyStatus = (typeof KEY_STATUS_IDS)[number];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'YYYY-MM-DDTHH:mm[:ss]' on the condominium's clock (São Paulo) to the instant, or null when it is no real date
 * and time in the app's years. The desk types a wall-clock time; the server keeps instants.
 */
export const instantOfLocal = (text: string): Date | null => {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss = '00'] = match;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  // Years outside the app's range (decision 095) are a typo, refused before any query.
  if (Number(y) < DATE_YEARS.min || Number(y) > DATE_YEARS.max) return null;
  const instant = new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}${SAO_PAULO_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return null;
  // Date rolls 31/02 over to March: a real day prints back the same.
  const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return check.getUTCDate() === Number(d) && check.getUTCMonth() === Number(m) - 1 ? instant : null;
};

type Open = { devolucaoPrevista: Date; devolvidaEm: Date | null };

/** Out past the expected return and not back: the desk list flags it and puts it first. */
export const isOverdue = (movement: Open, now: Date): boolean =>
  movement.devolvidaEm === null && movement.devolucaoPrevista.getTime() < now.getTime();

/** A key's status in the catalogue: retired, available, out, or out past its expected return. */
export const keyStatusOf = (isActive: boolean, open: Open | null, now: Date): KeyStatus => {
  if (open && isOverdue(open, now)) return 'ATRASADA';
  if (open) return 'FORA';
  return isActive ? 'DISPONIVEL' : 'INATIVA';
};

/** Keys out now: overdue first (the longest overdue on top), then by expected return, soonest first. */
export const outNowOrder = <T extends Open & { id: number }>(movements: readonly T[], now: Date): T[] =>
  [...movements].sort((a, b) => {
    const overdue = Number(isOverdue(b, now)) - Number(isOverdue(a, now));
    if (overdue !== 0) return overdue;
    return a.devolucaoPrevista.getTime() - b.devolucaoPrevista.getTime() || a.id - b.id;
  });

type Reminder = Open & { tipoPortador: string; idUnidade: number | null; lembreteEm: Date | null };

/**
 * The overdue reminder goes once per movement, and only to a resident's unit: a staff member or a provider has no
 * unit to notify, so their overdue key shows at the desk only.
 */
export const isReminderDue = (movement: Reminder, now: Date): boolean =>
  movement.tipoPortador === 'MORADOR' &&
  movement.idUnidade !== null &&
  movement.lembreteEm === null &&
  isOverdue(movement, now);
