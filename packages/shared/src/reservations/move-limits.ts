/** Spec 02 §9: list of 100, at most 60 days ahead. Apart from move.schemas.ts: the offline desk reads it without zod. */
export const MOVE_LIMITS = { pageSize: 100, maxDaysAhead: 60 } as const;
