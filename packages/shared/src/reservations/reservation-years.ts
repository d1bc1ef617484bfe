/** Years the cancellation flow looks back (spec 02 §2.9: the current year and the 9 before). */
export const PAST_YEARS_OFFERED = 9;

/**
 * 'Selecione ano e mês:' — every later year that holds bookings (a January booking made in November), the current
 * year and the 9 before, newest first. `currentYear` is São Paulo's (todayIn), never the browser's.
 */
export const offeredYears = (currentYear: number, bookedYears: readonly number[] = []): number[] => {
  const later = [...new Set(bookedYears.filter((y) => y > currentYear))].sort((a, b) => b - a);
  return [...later, ...Array.from({ length: PAST_YEARS_OFFERED + 1 }, (_, i) => currentYear - i)];
};
