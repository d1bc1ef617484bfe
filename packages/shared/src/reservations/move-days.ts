import { fill } from '../text.ts';
import { MOVE_LIMITS } from './move-limits.ts';
import type { MoveRules } from './move.schemas.ts';
import { addIsoDays, daysBetween, isWeekdayAllowed, weekdayOf } from './reservation-dates.ts';
import { RESERVATION_MESSAGES as M } from './reservations.messages.ts';

/** Why a day cannot take a move (spec 02 §9 and decision 076): the server refuses it, the calendar disables it. */
export type MoveDayRefusal = 'forbidden' | 'tooSoon' | 'tooFar' | 'taken';

type DayRules = Pick<MoveRules, 'diasPermitidos' | 'diasAntecedencia'>;

/** The days a move may be scheduled from `today` (São Paulo): diasAntecedencia to 60 days ahead. */
export const moveWindow = (rules: DayRules, today: string) => ({
  first: addIsoDays(today, Math.max(0, rules.diasAntecedencia)),
  last: addIsoDays(today, MOVE_LIMITS.maxDaysAhead),
});

/**
 * The one rule of a move's day, in the order the desk is told: a weekday the mask forbids, fewer than
 * diasAntecedencia days ahead, more than 60, a day another active move (not RECUSADO) already holds. Null: free.
 */
export const moveDayRefusal = (
  rules: DayRules,
  today: string,
  day: string,
  takenDays: ReadonlySet<string>,
): MoveDayRefusal | null => {
  const ahead = daysBetween(today, day);
  if (!isWeekdayAllowed(rules.diasPermitidos, weekdayOf(day))) return 'forbidden';
  if (ahead < rules.diasAntecedencia) return 'tooSoon';
  if (ahead > MOVE_LIMITS.maxDaysAhead) return 'tooFar';
  return takenDays.has(day) ? 'taken' : null;
};

/** The pt-BR words of a refusal (the server's answer). */
export const moveRefusalMessage = (refusal: MoveDayRefusal, rules: DayRules) =>
  ({
    forbidden: M.moveDayForbidden,
    tooSoon: fill(M.moveTooSoon, { n: rules.diasAntecedencia }),
    tooFar: M.moveTooFar,
    taken: M.moveDayTaken,
  })[refusal];
